// No React here: the pre-rendered landing page runs this without it (enhance-public-page.ts).

/**
 * Makes a carousel rendered as markup work: Previous/Next and the dots (`data-carousel-previous`,
 * `data-carousel-next`, `data-carousel-dot`) show a slide (`data-carousel-slide`), and the arrow
 * keys move from any of them, like a toolbar. It only sets `aria-hidden` on slides and
 * `aria-current` on dots; the styles follow those attributes. Returns a function that detaches it.
 */
export function attachCarousel(root: HTMLElement): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const dots = [...root.querySelectorAll<HTMLElement>('[data-carousel-dot]')];
  const count = slides.length;
  let current = Math.max(
    0,
    slides.findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true'),
  );

  const show = (index: number) => {
    current = (index + count) % count;
    slides.forEach((slide, position) =>
      slide.setAttribute('aria-hidden', String(position !== current)),
    );
    dots.forEach((dot, position) => dot.setAttribute('aria-current', String(position === current)));
  };

  const onClick = (event: Event) => {
    const control = (event.target as Element).closest<HTMLElement>(
      '[data-carousel-previous],[data-carousel-next],[data-carousel-dot]',
    );
    if (!control || !root.contains(control)) return;
    if (control.hasAttribute('data-carousel-previous')) show(current - 1);
    else if (control.hasAttribute('data-carousel-next')) show(current + 1);
    else show(dots.indexOf(control));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const onControl = (event.target as Element).closest('button');
    if (!onControl) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
