/** /networking: the open walls, each with its audience, dates, event and how many profiles it holds. */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { Wall } from '../../../contract/networking.ts';
import { apiContext } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import type { RouteHandle } from '../../meta.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { UserText } from '../../ui/user-text.tsx';
import { WALLS_API, WallFacts } from './wall-shared.tsx';

export async function wallsLoader({ context }: LoaderFunctionArgs): Promise<Wall[]> {
  return (await context.get(apiContext).get<{ data: Wall[] }>(WALLS_API)).data;
}

export const wallsHandle: RouteHandle = {
  meta: ({ dict }) => ({
    title: dict.networking.metaTitle,
    description: dict.networking.metaDescription,
    canonicalPath: '/networking',
  }),
};

export function WallsPage() {
  const walls = useLoaderData() as Wall[];
  const n = useT().networking;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold sm:text-3xl">{n.title}</h1>
        <p className="mt-2 text-lg text-muted">{n.intro}</p>
      </header>
      {walls.length ? (
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
          {walls.map((wall) => (
            <li key={wall.wall_id} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-5">
              <UserText as="h2" className="text-lg font-semibold" text={wall.title} />
              <WallFacts wall={wall} />
              {wall.description && <UserText as="p" className="text-sm" text={wall.description} />}
              <ButtonLink to={`/networking/${wall.slug}`} className="mt-auto self-start">
                {n.open}
                <span className="sr-only">: {wall.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-8 rounded-card border border-dashed border-line bg-surface p-6 text-center">{n.empty}</p>
      )}
    </div>
  );
}
