// The lead form. It sends nothing anywhere: a valid submit opens WhatsApp in a new tab with the request written
// out. The tab is opened synchronously inside the submit handler, because browsers block a popup opened later.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../../renderer/app/toaster';
import { trackLead } from '../../renderer/app/tracking';
import type { HomePageData } from '../../renderer/shared/page-data';
import { leadMessage, whatsappUrl, type LeadValues } from '../../renderer/shared/whatsapp';
import { WhatsAppIcon } from '../../components/WhatsAppIcon';
import { EMPTY_LEAD, missingFields, readDraft, writeDraft, type RequiredField } from './lead-form';
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
      comments: rest.comments ? (v.comments.trim() ? `${v.comments}\n${rest.comments}` : rest.comments) : v.comments,
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
    const chat = `https://wa.me/${whatsapp}`;
    let link = chat;
    try {
      link = whatsappUrl(
        whatsapp,
        leadMessage(values, copy.greeting, { title: page.head.title, url: page.head.canonical }),
      );
      const tab = window.open(link, '_blank');
      if (!tab) throw new Error('The new tab was blocked.');
      tab.opener = null;
      trackLead('form');
      showToast({
        title: 'Redirecionando para o WhatsApp!',
        description: 'Abra o WhatsApp para enviar sua solicitação.',
      });
      setValues(EMPTY_LEAD);
      setInvalid([]);
    } catch {
      // Nothing typed is lost, and the visitor can still reach the chat from the toast.
      showToast({
        variant: 'destructive',
        title: 'Erro ao criar link',
        description: 'Não foi possível gerar o link para o WhatsApp. Tente novamente.',
        action: { label: 'Abrir o WhatsApp', href: link },
        duration: 10000,
      });
    } finally {
      window.setTimeout(() => setSubmitting(false), SUBMITTING_MS);
    }
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
        <textarea id={`${id}-comments`} name="comments" rows={4} value={values.comments} onChange={set('comments')} />
      </div>
      <button type="submit" className={styles.submit} disabled={submitting}>
        <WhatsAppIcon />
        {submitting ? 'Gerando link...' : copy.submitText}
      </button>
      <p id={`${id}-privacy`} className={styles.privacy}>
        {copy.privacyNote}
      </p>
    </form>
  );
}
