// Copying a text for the visitor to paste: the Clipboard API, or where it is missing or refused (an older browser,
// a page not served over https), the selection of a textarea copied the old way.

/**
 * Copies `text`; false when the browser refused both ways. The textarea of the old way is put inside `within` for a
 * moment: a modal dialog lets nothing outside it take the selection.
 */
export async function copyText(text: string, within: HTMLElement): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Refused or missing: the old way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = 'sr-only';
  within.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    // Refused as well: the caller shows the text to copy by hand.
  }
  area.remove();
  return copied;
}
