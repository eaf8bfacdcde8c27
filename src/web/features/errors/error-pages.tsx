import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';

export function NotFoundPage() {
  const t = useT();
  return <ErrorMessage title={t.errors.notFoundTitle} text={t.errors.notFoundText} />;
}

/** Error boundary for pages: a 404 from a loader shows the not-found page, anything else a calm apology. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorMessage title={t.errors.serverErrorTitle} text={t.errors.serverErrorText} />;
}

function ErrorMessage({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl" aria-hidden="true">
        ⬡
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <ButtonLink className="mt-6" to="/">
        {t.errors.backHome}
      </ButtonLink>
    </div>
  );
}
