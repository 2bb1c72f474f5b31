import { Mail } from 'lucide-react';

/** Newsletter sign-up: an e-mail input with no validation and no submit behaviour (docs/product.md §1, §5). */
export function Newsletter() {
  return (
    <section
      aria-labelledby="newsletter-title"
      className="[contain-intrinsic-size:auto_720px] [content-visibility:auto] bg-navy-900 py-14 text-white"
    >
      <div className="container-page flex flex-col items-start gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-xl">
          <h2 id="newsletter-title" className="text-2xl font-bold sm:text-3xl">
            Get fare drops before anyone else
          </h2>
          <p className="mt-2 text-navy-200">One e-mail a week with our best deals. Unsubscribe any time.</p>
        </div>
        <form
          className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
          onSubmit={(event) => event.preventDefault()}
          noValidate
        >
          <label htmlFor="newsletter-email" className="sr-only">
            Email address
          </label>
          <div className="relative flex-1">
            <Mail
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-500"
              aria-hidden="true"
            />
            <input
              id="newsletter-email"
              type="text"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
              className="h-12 w-full rounded-lg border border-white/20 bg-white pr-3 pl-9 text-navy-900 placeholder:text-navy-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-sky-400"
            />
          </div>
          <button
            type="submit"
            className="h-12 rounded-lg bg-accent-400 px-6 font-semibold text-navy-950 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          >
            Subscribe
          </button>
        </form>
      </div>
    </section>
  );
}
