/** A member's display name by id (GET /next/api/user/name), remembered for the tab's lifetime. */
import { useEffect, useState } from 'react';
import { browserGet } from '../../api-client.ts';

const names = new Map<number, Promise<string | null>>();

export function memberName(entityId: number): Promise<string | null> {
  let name = names.get(entityId);
  if (!name) {
    name = browserGet(`/next/api/user/name?entityId=${entityId}`).then((res) =>
      res.status === 200 ? (res.body as { name: string }).name : null,
    );
    names.set(entityId, name);
  }
  return name;
}

export function useMemberName(entityId: number | null): string | null {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    if (!entityId) return;
    let current = true;
    memberName(entityId).then((n) => current && setName(n));
    return () => {
      current = false;
    };
  }, [entityId]);
  return name;
}
