import type { ReactNode, Ref } from "react";
import { PageTitle } from "./page-title";

/**
 * A screen whose document title and heading say the same: the section, the title in
 * `<head>` and the `h1`. `width` is the screen's measure beside the default one.
 */
export function TitledScreen({
  title,
  width,
  className,
  headingRef,
  children,
}: {
  title: string;
  width?: "wide" | "narrow";
  /** More classes for the section, for the screen's own styles. */
  className?: string;
  /** Given, the heading takes focus when what had it is gone (a deleted card, say). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const classes = ["screen", width && `screen-${width}`, className].filter(Boolean).join(" ");
  return (
    <section className={classes}>
      <PageTitle title={title} />
      <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h1>
      {children}
    </section>
  );
}
