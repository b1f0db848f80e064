/** The document title for the current screen; React 19 hoists it into <head>. */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Quizzy Edge`}</title>;
}
