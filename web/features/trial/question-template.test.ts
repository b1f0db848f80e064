// Proves the fill of /try's question template (the markup the entry paints before the app):
// every slot takes its value once, escaped as React escapes it, and the clock shows what the
// screen's first render shows. That the filled template is exactly the screen's own markup
// is proved on the real build, by hydrating it (web/prerender.test.tsx).
import { describe, expect, it } from "vitest";
import type { TrialQuestionView } from "../../../contract/trial";
import { checkQuestionTemplate, fillQuestionTemplate, templateQuestion } from "./question-template";

/** A template as the build renders one: each of the marked question's values in place. */
function templateOf(question: TrialQuestionView) {
  const image = question.img
    ? `<img src="${question.img}" alt="The question's illustration"/>`
    : "";
  return (
    `<section class="trial-screen"><div role="timer" data-warning="false">${question.remainingMs / 1000}</div>` +
    `<p class="trial-question-text">${question.Questio}</p>${image}<ul>` +
    ["a", "b", "c", "d"]
      .map((choice) => `<li><button>${question[choice as "a"]}</button></li>`)
      .join("") +
    "</ul></section>"
  );
}

const question: TrialQuestionView = {
  Questio: `Is 3 < 4 & "five" > 'four'?`,
  img: "/images/questions/a&b.svg",
  a: "Yes",
  b: "No <b>",
  c: "$& maybe",
  d: "Never",
  seconds: 15,
  qno: "q-1",
  remainingMs: 14_001,
  clockStartsInMs: 0,
};

describe("fillQuestionTemplate", () => {
  it("puts each value in its slot, escaped as React's server renderer escapes it", () => {
    const filled = fillQuestionTemplate(templateOf(templateQuestion(true)), question);

    expect(filled).toContain(
      '<p class="trial-question-text">Is 3 &lt; 4 &amp; &quot;five&quot; &gt; &#x27;four&#x27;?</p>',
    );
    expect(filled).toContain('<img src="/images/questions/a&amp;b.svg"');
    expect(filled).toContain("<button>No &lt;b&gt;</button>");
    // A `$&` in a value is text, never a replacement pattern.
    expect(filled).toContain("<button>$&amp; maybe</button>");
    expect(filled).not.toContain("\u2060");
  });

  it("shows the clock as the screen's first render does: whole seconds, rounded up", () => {
    const filled = fillQuestionTemplate(templateOf(templateQuestion(false)), question);

    expect(filled).toContain('data-warning="false">15</div>');
  });

  it("marks the clock as warning at 5 seconds or fewer, and never shows below zero", () => {
    const template = templateOf(templateQuestion(false));

    expect(fillQuestionTemplate(template, { ...question, remainingMs: 4_200 })).toContain(
      'data-warning="true">5</div>',
    );
    expect(fillQuestionTemplate(template, { ...question, remainingMs: -50 })).toContain(
      'data-warning="true">0</div>',
    );
  });
});

describe("checkQuestionTemplate", () => {
  it("accepts a template holding every slot once", () => {
    expect(() => checkQuestionTemplate(templateOf(templateQuestion(true)), true)).not.toThrow();
    expect(() => checkQuestionTemplate(templateOf(templateQuestion(false)), false)).not.toThrow();
  });

  it("fails the build when the screen's markup lost a slot or shows one twice", () => {
    const template = templateOf(templateQuestion(false));
    const marked = templateQuestion(false);

    expect(() => checkQuestionTemplate(template.replace(marked.b, "B"), false)).toThrow(/holds/);
    expect(() => checkQuestionTemplate(template + marked.Questio, false)).toThrow(/holds/);
    expect(() => checkQuestionTemplate(template, true)).toThrow(/holds/);
  });
});
