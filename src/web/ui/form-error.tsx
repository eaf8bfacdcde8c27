/** The one message above a form that failed as a whole (its fields carry their own). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-card border border-danger px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
