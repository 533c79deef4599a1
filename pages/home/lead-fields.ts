// The lead form as the page holds it, read and written through the DOM: how the page's starter works the
// prerendered form before the app runs, and how the app takes it over with what the visitor already typed. Each
// control is marked with data-field instead of a name: a control with a name would travel in the address of a
// native submit (JavaScript off, or a submit before any script runs), and the form must never put what the visitor
// typed in an address (see LeadForm.tsx).
import type { LeadValues } from '../../renderer/shared/whatsapp';
import { REQUIRED_FIELDS, type RequiredField } from './lead-form';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type TextField = Exclude<keyof LeadValues, 'preferences'>;

const TEXT_FIELDS: TextField[] = ['name', 'location', 'whatsapp', 'monthlyPurchase', 'comments'];

/** The attribute LeadForm marks each control with. */
export const fieldMark = (field: keyof LeadValues) => ({ 'data-field': field });

const control = (form: HTMLFormElement, field: TextField) => form.querySelector<Control>(`[data-field="${field}"]`);
const preferenceBoxes = (form: HTMLFormElement) => [
  ...form.querySelectorAll<HTMLInputElement>('input[data-field="preferences"]'),
];

export function readLeadFields(form: HTMLFormElement): LeadValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, control(form, field)?.value ?? '']));
  return {
    ...(values as Omit<LeadValues, 'preferences'>),
    preferences: preferenceBoxes(form)
      .filter((box) => box.checked)
      .map((box) => box.value),
  };
}

export function showLeadValues(form: HTMLFormElement, values: LeadValues): void {
  for (const field of TEXT_FIELDS) {
    const element = control(form, field);
    if (element && element.value !== values[field]) element.value = values[field];
  }
  for (const box of preferenceBoxes(form)) box.checked = values.preferences.includes(box.value);
}

/** The attributes of the line under a required field that says it is missing (shown by the CSS while it is). */
export const missingLineMark = (field: RequiredField) => ({ 'data-missing-for': field });

/**
 * Marks the required fields left empty (and only those) for assistive technology, the red border and the line
 * under each, which the field then names as its description.
 */
export function markMissing(form: HTMLFormElement, missing: RequiredField[]): void {
  for (const field of REQUIRED_FIELDS) {
    const element = control(form, field);
    const line = form.querySelector(`[data-missing-for="${field}"]`);
    if (missing.includes(field)) {
      element?.setAttribute('aria-invalid', 'true');
      if (line?.id) element?.setAttribute('aria-describedby', line.id);
    } else {
      element?.removeAttribute('aria-invalid');
      element?.removeAttribute('aria-describedby');
    }
  }
}

/** The required fields the page shows marked as missing. */
export function markedMissing(form: HTMLFormElement): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => control(form, field)?.getAttribute('aria-invalid') === 'true');
}

/**
 * Focuses the first field left empty and brings the required fields, which open the form and fit one screen, into
 * view from the first one's label: under the header, and on a phone under the toast that says what is missing,
 * which comes over the header. Above them is the form's introduction, so the toast covers no field, whichever was
 * left empty.
 */
export function focusField(form: HTMLFormElement, field: RequiredField): void {
  control(form, field)?.focus({ preventScroll: true });
  control(form, REQUIRED_FIELDS[0])?.parentElement?.scrollIntoView({ block: 'start' });
}

/** The field a control holds, for a control of the lead form. */
export function fieldOf(element: EventTarget | null): keyof LeadValues | undefined {
  return element instanceof Element
    ? ((element.getAttribute('data-field') as keyof LeadValues) ?? undefined)
    : undefined;
}
