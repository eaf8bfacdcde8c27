import { UserText } from './user-text.tsx';

/**
 * A member's or staff member's plain text, a paragraph per blank-line-separated block, each in its own
 * direction (a bio in English, then in Hebrew). `keepLineBreaks`: a single line break stays one.
 */
export function Paragraphs({
  text,
  className = 'space-y-4',
  keepLineBreaks = false,
  lang,
}: {
  text: string;
  className?: string;
  keepLineBreaks?: boolean;
  /** The language it is written in (BCP 47), when known. */
  lang?: string | undefined;
}) {
  return (
    <div className={className} lang={lang}>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <UserText
          key={i}
          as="p"
          text={paragraph.trim()}
          {...(keepLineBreaks ? { className: 'whitespace-pre-line' } : {})}
        />
      ))}
    </div>
  );
}
