import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import type { Testimonial } from '../../content/landing-content';

type TestimonialCarouselProps = { testimonials: Testimonial[]; label: string };

/**
 * A carousel that only moves when asked (no autoplay, so nothing shifts while someone reads).
 * Follows the WAI-ARIA carousel pattern: named region, slides as groups, polite announcements.
 */
export function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0);
  const count = testimonials.length;
  const show = (index: number) => setCurrent((index + count) % count);

  // Arrow keys work from any control, like a toolbar; Enter and Space are the buttons' own.
  const onArrowKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      {/* Every slide shares one grid cell so the card keeps the tallest slide's height. */}
      <div aria-live="polite" className="grid">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== current}
            className={cn(
              'col-start-1 row-start-1 rounded-xl border bg-card p-8 shadow-sm sm:p-10',
              index === current ? 'animate-in fade-in' : 'invisible',
            )}
          >
            <figure>
              <blockquote className="font-serif text-xl text-pretty sm:text-2xl">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-6">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground">, {testimonial.context}</span>
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous story"
          onClick={() => show(current - 1)}
          onKeyDown={onArrowKey}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <div className="flex items-center">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={`Show story ${index + 1} of ${count}`}
              aria-current={index === current}
              onClick={() => show(index)}
              onKeyDown={onArrowKey}
              // The hit area stays 24 px (WCAG 2.5.8) while the visible dot is small.
              className="flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              <span
                className={cn(
                  // The current dot is wider as well as teal, so the state is not colour alone.
                  'h-2.5 rounded-full transition-all',
                  index === current ? 'w-5 bg-primary' : 'w-2.5 bg-muted-foreground',
                )}
              />
            </button>
          ))}
        </div>
        <Button
          variant="outline"
          size="icon"
          aria-label="Next story"
          onClick={() => show(current + 1)}
          onKeyDown={onArrowKey}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
