/**
 * Compressed forms of response bytes, made once per bytes and encoding. The obligations list kept
 * by its ETag (list-answer-cache.ts) is sent again as the very same bytes to every new tab,
 * device and reload without a copy; compressing its 2 MB again each time was most of such an
 * answer's server time (measured for issue 11 with bench/expenses-api.ts). Keyed by the bytes themselves: bytes handed
 * to a response are never changed afterwards (it may still be sending them), and a form goes
 * when its bytes do. A compression that fails is forgotten, so the next answer tries again.
 */
export function compressedCopies<Encoding extends string>(
  compress: (body: Uint8Array, encoding: Encoding) => Promise<Buffer>,
): (body: Uint8Array, encoding: Encoding) => Promise<Buffer> {
  const copies = new WeakMap<Uint8Array, Map<Encoding, Promise<Buffer>>>();
  return (body, encoding) => {
    let forms = copies.get(body);
    if (!forms) {
      forms = new Map();
      copies.set(body, forms);
    }
    let form = forms.get(encoding);
    if (!form) {
      form = compress(body, encoding);
      forms.set(encoding, form);
      const made = form;
      made.catch(() => {
        if (forms.get(encoding) === made) forms.delete(encoding);
      });
    }
    return form;
  };
}
