// WhatsApp click-to-chat links and the prefilled messages. Pure, shared by the build, the lead form and the
// call-to-action buttons. Our own text carries no emoji (some WhatsApp clients garble them); whatever the
// visitor typed passes through unchanged.

export function whatsappUrl(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}

export interface LeadValues {
  name: string;
  location: string;
  whatsapp: string;
  monthlyPurchase: string;
  preferences: string[];
  comments: string;
}

interface PageRef {
  title: string;
  url: string;
}

/** Every message ends by naming the page the visitor was on, so the sales team knows where the lead came from. */
function withOrigin(body: string, page: PageRef): string {
  return `${body}\n\nPágina: ${page.title}\n${page.url}`;
}

export function leadMessage(values: LeadValues, greeting: string, page: PageRef): string {
  const orElse = (value: string, fallback: string) => (value.trim() === '' ? fallback : value);
  const lines = [
    greeting,
    '',
    `Nome: ${values.name}`,
    `Cidade/Estado: ${values.location}`,
    `WhatsApp: ${values.whatsapp}`,
    `Compra mensal média: ${orElse(values.monthlyPurchase, 'Não informado')}`,
    `Preferências: ${values.preferences.length ? values.preferences.join(', ') : 'Não informado'}`,
    `Comentários: ${orElse(values.comments, 'Nenhum')}`,
  ];
  return withOrigin(lines.join('\n'), page);
}

export function pageMessage(pageName: string, page: PageRef, custom?: string): string {
  const opening = custom ?? `Olá! Vim pela página "${pageName}" e gostaria de receber o catálogo de atacado.`;
  return withOrigin(opening, page);
}

/** `5511912345678` -> `+55 (11) 91234-5678` */
export function formatPhone(digits: string): string {
  const m = /^(\d{2})(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return m ? `+${m[1]} (${m[2]}) ${m[3]}-${m[4]}` : digits;
}
