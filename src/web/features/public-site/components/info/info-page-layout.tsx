import type { ReactNode } from 'react';
import { POLICIES_LAST_UPDATED } from '../../content/policy-dates';

// Links in a navigation list are identified by their place, so they need no underline at rest.
const CONTENTS_LINK =
  'rounded-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none';

export type InfoSection = { id: string; title: string; body: ReactNode };

type InfoPageLayoutProps = { title: string; intro: ReactNode; sections: InfoSection[] };

/**
 * Styles the plain elements the content modules write (paragraphs, lists, h3), so policy text
 * reads as prose without a typography plugin.
 */
const PROSE =
  'mt-4 grid gap-4 leading-7 [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-2 [&_ul]:pl-6';

/**
 * The frame for /terms, /privacy, /security and /faq: title, date, a table of contents with
 * in-page anchors, then one labelled section per topic.
 */
export function InfoPageLayout({ title, intro, sections }: InfoPageLayoutProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="text-4xl font-semibold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">Last updated: {POLICIES_LAST_UPDATED}</p>
        <div className="mt-6 grid gap-4 text-lg text-pretty text-muted-foreground">{intro}</div>
      </div>
      <div className="mt-12 grid gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby="contents-heading"
          className="rounded-xl border bg-muted/40 p-5 lg:sticky lg:top-24 lg:self-start"
        >
          <h2 id="contents-heading" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 grid gap-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={CONTENTS_LINK}>
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="grid max-w-3xl gap-12">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight">
                {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
