/** `tel:` address of a phone number as written for readers, e.g. "(313) 555-0142" → "tel:+13135550142". */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  return digits.length === 10 ? `tel:+1${digits}` : `tel:${digits}`;
}

export const mailHref = (email: string): string => `mailto:${email}`;
