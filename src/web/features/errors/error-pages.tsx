import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../i18n.tsx';
import { ButtonLink } from '../../ui/button.tsx';

export function NotFoundPage() {
  const t = useT();
  return <ErrorMessage title={t.errors.notFoundTitle} text={t.errors.notFoundText} />;
}

/** Error boundary for pages: a 404 from a loader shows the not-found page, a 4xx says what to do, anything else a calm apology. */
export function PageErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // A member who left or was suspended (issue 21): their old address says so.
  if (isRouteErrorResponse(error) && error.status === 410)
    return (
      <ErrorMessage
        title={t.errors.goneTitle}
        text={t.errors.goneText}
        action={{ to: '/directory', label: t.errors.findOthers }}
      />
    );
  // An address the API could not read (a NUL byte in a search, issue 57): the visitor's to fix.
  if (isRouteErrorResponse(error) && error.status === 400)
    return <ErrorMessage title={t.errors.badRequestTitle} text={t.errors.badRequestText} />;
  // Too many searches from one address without a session (decision 123): a person waits a minute.
  if (isRouteErrorResponse(error) && error.status === 429)
    return <ErrorMessage title={t.errors.tooManyTitle} text={t.errors.tooManyText} />;
  return <ErrorMessage title={t.errors.serverErrorTitle} text={t.errors.serverErrorText} />;
}

function ErrorMessage({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action?: { to: string; label: string };
}) {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <p className="text-5xl" aria-hidden="true">
        ⬡
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {action && (
          <ButtonLink variant="secondary" to={action.to}>
            {action.label}
          </ButtonLink>
        )}
        <ButtonLink to="/">{t.errors.backHome}</ButtonLink>
      </div>
    </div>
  );
}
