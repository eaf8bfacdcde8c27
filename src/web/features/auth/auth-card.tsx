import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  formError,
  children,
}: {
  title: string;
  intro: string;
  formError: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-2 mb-6 text-sm text-muted">{intro}</p>
        {formError && (
          <p role="alert" className="mb-4 rounded-card border border-danger px-3 py-2 text-sm text-danger">
            {formError}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
