import { Star } from 'lucide-react';

/**
 * Choosing 1 to 5 stars. Each radio covers its star, invisible: native radios
 * bring arrow keys (mirrored right to left), focus and a name per star.
 */
export function StarInput({
  legend,
  name,
  value,
  onChange,
  starLabel,
  error,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  /** "3 stars", for screen readers. */
  starLabel: (n: number) => string;
  error?: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="relative">
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={`size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-focus ${
                n <= value ? 'fill-accent text-accent' : 'text-muted'
              }`}
            />
          </label>
        ))}
      </div>
      {error && (
        <p className="mt-1 text-sm text-danger" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
