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

/** Marks the required fields left empty (and only those) for assistive technology and the red border. */
export function markMissing(form: HTMLFormElement, missing: RequiredField[]): void {
  for (const field of REQUIRED_FIELDS) {
    const element = control(form, field);
    if (missing.includes(field)) element?.setAttribute('aria-invalid', 'true');
    else element?.removeAttribute('aria-invalid');
  }
}

/** The required fields the page shows marked as missing. */
export function markedMissing(form: HTMLFormElement): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => control(form, field)?.getAttribute('aria-invalid') === 'true');
}

export function focusField(form: HTMLFormElement, field: RequiredField): void {
  control(form, field)?.focus();
}

/** The field a control holds, for a control of the lead form. */
export function fieldOf(element: EventTarget | null): keyof LeadValues | undefined {
  return element instanceof Element
    ? ((element.getAttribute('data-field') as keyof LeadValues) ?? undefined)
    : undefined;
}
