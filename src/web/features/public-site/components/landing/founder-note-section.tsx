export function FounderNoteSection() {
  return (
    <section id="founder" aria-labelledby="founder-heading" className="scroll-mt-16">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <figure className="rounded-xl border bg-card p-8 shadow-sm sm:p-12">
          <h2 id="founder-heading" className="text-2xl font-semibold tracking-tight">
            Why we built Nido
          </h2>
          <blockquote className="mt-6 grid gap-4 font-serif text-lg text-pretty">
            <p>
              Nido exists for a moment many families know: someone you love dies or falls ill, and
              you piece their affairs together from drawers and guesswork.
            </p>
            <p>
              So we built a calm place to keep what matters while everyone is well, and a plan for
              when they are not.
            </p>
          </blockquote>
          <figcaption className="mt-6 text-muted-foreground">— The Nido founding team</figcaption>
        </figure>
      </div>
    </section>
  );
}
