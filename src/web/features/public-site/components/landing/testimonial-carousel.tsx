import { useEffect, useRef } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { Testimonial } from '../../content/landing-content';
import { attachCarousel } from '../../lib/carousel-controller';

type TestimonialCarouselProps = { testimonials: Testimonial[]; label: string };

/**
 * A carousel that only moves when asked (no autoplay, so nothing shifts while someone reads).
 * Follows the WAI-ARIA carousel pattern: named region, slides as groups, polite announcements.
 * The markup carries the state (aria-hidden, aria-current) and carousel-controller.ts moves it,
 * here and on the pre-rendered landing page alike.
 */
export function TestimonialCarousel({ testimonials, label }: TestimonialCarouselProps) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => (region.current ? attachCarousel(region.current) : undefined), []);
  const count = testimonials.length;

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel=""
    >
      {/* Every slide shares one grid cell so the card keeps the tallest slide's height. */}
      <div aria-live="polite" className="grid">
        {testimonials.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== 0}
            data-carousel-slide=""
            className="col-start-1 row-start-1 rounded-xl border bg-card p-8 shadow-sm aria-hidden:invisible aria-[hidden=false]:animate-in aria-[hidden=false]:fade-in sm:p-10"
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
        <Button variant="outline" size="icon" aria-label="Previous story" data-carousel-previous="">
          <ChevronLeft aria-hidden />
        </Button>
        <div className="flex items-center">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              aria-label={`Show story ${index + 1} of ${count}`}
              aria-current={index === 0}
              data-carousel-dot=""
              // The hit area stays 24 px (WCAG 2.5.8) while the visible dot is small.
              className="group flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
            >
              {/* The current dot is wider as well as teal, so the state is not colour alone. */}
              <span className="h-2.5 w-2.5 rounded-full bg-muted-foreground transition-all group-aria-[current=true]:w-5 group-aria-[current=true]:bg-primary" />
            </button>
          ))}
        </div>
        <Button variant="outline" size="icon" aria-label="Next story" data-carousel-next="">
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}
