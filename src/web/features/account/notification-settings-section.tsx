/**
 * The account page's notification settings (POST /next/api/user/settings),
 * with §8's messages. Saving tells the open chat at once (the message sound).
 */
import { type FormEvent, useState } from 'react';
import { type NotificationSettings, TERMHELP_FREQUENCIES } from '../../../contract/notifications.ts';
import { sendJson } from '../../api-client.ts';
import { useT } from '../../i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { toast } from '../../ui/toast.tsx';
import { SETTINGS_CHANGED_EVENT } from '../chat/chat-context.ts';

export function NotificationSettingsSection({
  initial,
  className,
}: {
  initial: NotificationSettings;
  className: string;
}) {
  const t = useT();
  const n = t.account.notifications;
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await sendJson('POST', '/next/api/user/settings', settings);
      window.dispatchEvent(new CustomEvent(SETTINGS_CHANGED_EVENT, { detail: settings }));
      toast.success(n.saved);
    } catch {
      toast.error(n.failed);
    } finally {
      setSaving(false);
    }
  }

  const check = (key: 'chatMessages' | 'chatSound', label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={settings[key]}
        onChange={(e) => setSettings({ ...settings, [key]: e.target.checked })}
        className="size-4 accent-accent"
      />
      {label}
    </label>
  );

  return (
    <section className={className} aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title" className="text-lg font-semibold">
        {n.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{n.intro}</p>
      <form onSubmit={save} className="mt-4 flex flex-col gap-3">
        {check('chatMessages', n.chatMessages)}
        {check('chatSound', n.chatSound)}
        <label className="flex flex-col gap-1">
          {n.termhelp}
          <select
            value={settings.termhelpQuestions}
            onChange={(e) =>
              setSettings({
                ...settings,
                termhelpQuestions: e.target.value as NotificationSettings['termhelpQuestions'],
              })
            }
            className="w-fit rounded-card border border-line bg-surface px-2 py-1"
          >
            {TERMHELP_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {n.frequencies[f]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" busy={saving} className="w-fit">
          {saving ? n.saving : n.save}
        </Button>
      </form>
    </section>
  );
}
