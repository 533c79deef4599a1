// The lead form. It sends nothing anywhere: a valid submit opens WhatsApp in a new tab with the request written
// out (lead-handover.ts, which the page's starter also uses before the app runs). The prerendered form is already
// usable: a submit before the app starts is the starter's (lead-form-starter.ts), and a native submit (JavaScript
// off) opens the chat with the page's catalogue request, never this page again. The app takes over the values the
// page already shows.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { HomePageData } from '../../renderer/shared/page-data';
import type { LeadValues } from '../../renderer/shared/whatsapp';
import { WhatsAppIcon } from '../../components/WhatsAppIcon';
import {
  capped,
  COMMENTS_WARN_AT,
  EMPTY_LEAD,
  FIELD_MAX,
  MISSING_TEXT,
  readDraft,
  withDraft,
  writeDraft,
  type RequiredField,
} from './lead-form';
import { fieldMark, focusField, markedMissing, missingLineMark, readLeadFields } from './lead-fields';
import { draftStorage, leadFormTakenOver } from './lead-form-starter';
import { handOverLead, LEAD_HANDED_OVER, leadFormAttributes, SUBMITTING_MS } from './lead-handover';
import { TeamNote } from './TeamNote';
import cta from '../../components/CallToAction.module.css';
import styles from './Home.module.css';

interface LeadFormProps {
  page: HomePageData;
  whatsapp: string;
  /** Values another section hands over (the profit simulator); a new token applies them again. */
  prefill?: Partial<LeadValues> & { token: number };
}

export function LeadForm({ page, whatsapp, prefill }: LeadFormProps) {
  const copy = page.leadForm;
  const id = useId();
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [invalid, setInvalid] = useState<RequiredField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [takenOver, setTakenOver] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // The server cannot know what the visitor typed before the app ran, nor the kept draft: the form starts as the
  // page shows it (what was typed, the draft the starter put back) before the browser paints again, so nothing
  // typed is wiped and nothing flashes. After a move from another page the fields are empty and the draft fills them.
  useLayoutEffect(() => {
    leadFormTakenOver();
    setValues(withDraft(readLeadFields(form.current!), readDraft(draftStorage())));
    setInvalid(markedMissing(form.current!));
    setTakenOver(true);
  }, []);
  useEffect(() => {
    if (takenOver) writeDraft(draftStorage(), values);
  }, [values, takenOver]);
  // Once the lead is handed over (at once in a new tab, or later from the desktop's chat dialog) the fields are cleared.
  useEffect(() => {
    const element = form.current!;
    const clear = () => {
      setValues(EMPTY_LEAD);
      setInvalid([]);
    };
    element.addEventListener(LEAD_HANDED_OVER, clear);
    return () => element.removeEventListener(LEAD_HANDED_OVER, clear);
  }, []);
  useEffect(() => {
    if (!prefill) return;
    const { token: _token, ...rest } = prefill;
    setValues((v) => ({
      ...v,
      ...rest,
      comments: capped(
        'comments',
        rest.comments ? (v.comments.trim() ? `${v.comments}\n${rest.comments}` : rest.comments) : v.comments,
      ),
    }));
  }, [prefill]);

  const set =
    (field: keyof LeadValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.target.value;
      setValues((v) => ({ ...v, [field]: value }));
      if (invalid.includes(field as RequiredField)) setInvalid((list) => list.filter((f) => f !== field));
    };
  const togglePreference = (option: string) => (e: ChangeEvent<HTMLInputElement>) => {
    const checked = e.target.checked;
    setValues((v) => ({
      ...v,
      preferences: checked
        ? copy.preferenceOptions.filter((o) => o === option || v.preferences.includes(o))
        : v.preferences.filter((p) => p !== option),
    }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const handed = handOverLead(values, e.currentTarget);
    if (handed.result === 'missing') {
      setInvalid(handed.missing);
      focusField(e.currentTarget, handed.missing[0]);
      return;
    }
    setSubmitting(true);
    window.setTimeout(() => setSubmitting(false), SUBMITTING_MS);
  };

  const input = (field: RequiredField, label: string, extra: Record<string, string>) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${field}`}
        {...fieldMark(field)}
        required
        aria-required="true"
        aria-invalid={invalid.includes(field) || undefined}
        aria-describedby={invalid.includes(field) ? `${id}-${field}-missing` : undefined}
        value={values[field]}
        onChange={set(field)}
        maxLength={FIELD_MAX[field]}
        {...extra}
      />
      {/* In the page from the start, shown by the CSS while the field is marked missing (by the app or the page's
          starter), so that the visitor sees which field the toast means right where it is. */}
      <p id={`${id}-${field}-missing`} className={styles.missing} {...missingLineMark(field)}>
        {MISSING_TEXT[field]}
      </p>
    </div>
  );

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${id}-privacy`}
      {...leadFormAttributes({
        number: whatsapp,
        greeting: copy.greeting,
        page: { title: page.head.title, url: page.head.canonical },
      })}
    >
      {/* The only control with a name: without JavaScript the chat opens with the page's catalogue request. */}
      <input type="hidden" name="text" value={chatOnlyMessage(page)} />
      <p className={styles.requiredNote}>
        Campos marcados com <span aria-hidden="true">*</span>
        <span className="sr-only">asterisco</span> são obrigatórios.
      </p>
      {input('name', 'Nome', { autoComplete: 'name', type: 'text' })}
      {input('location', 'Cidade/Estado', {
        autoComplete: 'address-level2',
        type: 'text',
        placeholder: 'Ex.: Belo Horizonte/MG',
      })}
      {input('whatsapp', 'WhatsApp', {
        autoComplete: 'tel',
        type: 'tel',
        inputMode: 'tel',
        placeholder: 'Ex.: (31) 99999-9999',
      })}
      <div className={styles.field}>
        <label htmlFor={`${id}-monthly`}>Compra mensal média</label>
        <select
          id={`${id}-monthly`}
          {...fieldMark('monthlyPurchase')}
          value={values.monthlyPurchase}
          onChange={set('monthlyPurchase')}
        >
          <option value="">Selecione</option>
          {copy.monthlyPurchaseOptions.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Preferências</legend>
        <div className={styles.checks}>
          {copy.preferenceOptions.map((o) => (
            <label key={o} className={styles.check}>
              <input
                type="checkbox"
                {...fieldMark('preferences')}
                value={o}
                checked={values.preferences.includes(o)}
                onChange={togglePreference(o)}
              />
              {o}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-comments`}>Comentários</label>
        <textarea
          id={`${id}-comments`}
          {...fieldMark('comments')}
          rows={4}
          maxLength={FIELD_MAX.comments}
          aria-describedby={`${id}-comments-left`}
          value={values.comments}
          onChange={set('comments')}
        />
        <CharactersLeft id={`${id}-comments-left`} left={FIELD_MAX.comments - values.comments.length} />
      </div>
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's start, and the
          visitor who pressed it should stay on it (the toast says what happened; Tab goes on to the next section). */}
      <button type="submit" className={`${cta.primary} ${styles.submit}`} aria-disabled={submitting || undefined}>
        <WhatsAppIcon />
        <span className={cta.label}>{submitting ? 'Gerando link...' : page.catalogueText}</span>
      </button>
      <TeamNote />
      <p id={`${id}-privacy`} className={styles.privacy}>
        {copy.privacyNote}
      </p>
    </form>
  );
}

/** The message of the page's own WhatsApp button: what a submit without JavaScript opens the chat with. */
function chatOnlyMessage(page: HomePageData): string {
  return new URL(page.cta.href).searchParams.get('text') ?? '';
}

/** Near the cap only: how many characters the comment has left, shown and announced as it shrinks. */
function CharactersLeft({ id, left }: { id: string; left: number }) {
  const near = left <= COMMENTS_WARN_AT;
  return (
    // Always a polite live region (one created at the moment it speaks is often not announced), silent until near.
    <p id={id} className={styles.counter} aria-live="polite">
      {near &&
        (left > 0
          ? `${left} ${left === 1 ? 'caractere restante' : 'caracteres restantes'} de ${FIELD_MAX.comments.toLocaleString('pt-BR')}`
          : `Limite de ${FIELD_MAX.comments.toLocaleString('pt-BR')} caracteres atingido`)}
    </p>
  );
}
