/** What the last reveal did, in words, announced politely (nothing before the first reveal). */
export function RevealAnnouncement({ text }: { text: string }) {
  return text ? (
    <p
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-2.5 text-sm text-emerald-900"
    >
      {text}
    </p>
  ) : null;
}
