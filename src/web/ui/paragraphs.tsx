import { UserText } from './user-text.tsx';

/** A member's or staff member's plain text, a paragraph per blank-line-separated block. */
export function Paragraphs({ text, className = 'space-y-4' }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <UserText key={i} as="p" text={paragraph.trim()} />
      ))}
    </div>
  );
}
