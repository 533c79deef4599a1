// The lead form. It sends nothing anywhere: a valid submit opens WhatsApp in a new tab with the request written
// out. The tab is opened synchronously inside the submit handler, because browsers block a popup opened later.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { visitCampaign } from '../../renderer/browser/visit-campaign';
import { showToast } from '../../renderer/browser/toaster';
import { trackLead } from '../../renderer/browser/lead-tracking';
import { withCampaign } from '../../renderer/shared/campaign';
import type { HomePageData } from '../../renderer/shared/page-data';
import { leadMessage, whatsappUrl, type LeadValues } from '../../renderer/shared/whatsapp';
import { WhatsAppIcon } from '../../components/WhatsAppIcon';
import {
  capped,
  COMMENTS_WARN_AT,
  EMPTY_LEAD,
  FIELD_MAX,
  missingFields,
  readDraft,
  writeDraft,
  type RequiredField,
} from './lead-form';
import cta from '../../components/CallToAction.module.css';
import styles from './Home.module.css';

/** How long the button shows its working state after the tab opens, so a double tap cannot send twice. */
const SUBMITTING_MS = 800;

const sessionStore = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

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
  const restored = useRef(false);
  const fields = useRef<Partial<Record<RequiredField, HTMLInputElement | null>>>({});

  // The draft is restored after hydration (the server cannot know it), then kept on every change.
  useEffect(() => {
    const draft = readDraft(sessionStore());
    if (draft) setValues(draft);
    restored.current = true;
  }, []);
  useEffect(() => {
    if (restored.current) writeDraft(sessionStore(), values);
  }, [values]);
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
    const missing = missingFields(values);
    if (missing.length) {
      setInvalid(missing);
      showToast({
        id: 'lead-required',
        variant: 'destructive',
        title: 'Campos obrigatórios',
        description: 'Por favor, preencha nome, cidade/estado e WhatsApp.',
      });
      fields.current[missing[0]]?.focus();
      return;
    }
    setSubmitting(true);
    window.setTimeout(() => setSubmitting(false), SUBMITTING_MS);
    let link: string;
    try {
      const message = leadMessage(values, copy.greeting, { title: page.head.title, url: page.head.canonical });
      link = whatsappUrl(whatsapp, withCampaign(message, visitCampaign()));
    } catch {
      // The message could not be written into a link: the chat itself still opens, without the text.
      showToast({
        variant: 'destructive',
        title: 'Erro ao criar link',
        description: 'Não foi possível gerar o link para o WhatsApp. Tente novamente.',
        action: { label: 'Abrir o WhatsApp', href: `https://wa.me/${whatsapp}`, lead: 'form' },
      });
      return;
    }
    let tab: Window | null = null;
    try {
      tab = window.open(link, '_blank');
    } catch {
      // Some embedded browsers throw instead of returning null: the same blocked tab.
    }
    if (!tab) {
      // The link is made but the browser kept the tab from opening: the same link, one tap away and focused, so a
      // keyboard user reaches it at once. Nothing typed is lost.
      showToast({
        id: 'lead-blocked',
        title: 'O navegador bloqueou a nova aba',
        description: 'Sua solicitação está pronta: toque em "Abrir o WhatsApp" para enviá-la pela conversa.',
        action: { label: 'Abrir o WhatsApp', href: link, lead: 'form', focus: true },
        duration: 10000,
      });
      return;
    }
    tab.opener = null;
    trackLead('form');
    showToast({
      title: 'Redirecionando para o WhatsApp!',
      description: 'Abra o WhatsApp para enviar sua solicitação.',
    });
    setValues(EMPTY_LEAD);
    setInvalid([]);
  };

  const input = (field: RequiredField, label: string, extra: Record<string, string>) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        id={`${id}-${field}`}
        name={field}
        ref={(el) => {
          fields.current[field] = el;
        }}
        required
        aria-required="true"
        aria-invalid={invalid.includes(field) || undefined}
        value={values[field]}
        onChange={set(field)}
        maxLength={FIELD_MAX[field]}
        {...extra}
      />
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-privacy`}>
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
          name="monthlyPurchase"
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
                name="preferences"
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
          name="comments"
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
        <span className={cta.label}>{submitting ? 'Gerando link...' : copy.submitText}</span>
      </button>
      <p id={`${id}-privacy`} className={styles.privacy}>
        {copy.privacyNote}
      </p>
    </form>
  );
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
