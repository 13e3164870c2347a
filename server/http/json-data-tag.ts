/**
 * `value` as a JSON data block with `id`. It is not a script (`type="application/json"` never runs, so the
 * CSP without inline scripts holds); `<` and the two JavaScript line separators are escaped so CMS text
 * cannot close the element. Absent values stay absent (JSON drops `undefined`), so the browser reads the
 * same data the server rendered from.
 */
export function jsonDataTag(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
