// Proves the pause countdown's clock formats and that what screen readers get changes
// only when the resume time passes, never with each tick.
import { act, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formatMoment } from "../lib/day-format";
import { ResumeCountdown } from "./resume-countdown";

const NOW = new Date("2026-03-01T10:00:00Z").getTime();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

describe("ResumeCountdown", () => {
  it("ticks down every second as hh:mm:ss", () => {
    render(<ResumeCountdown resumeAt={NOW + 10 * MINUTE} />);
    expect(screen.getByText("00:10:00")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(SECOND));
    expect(screen.getByText("00:09:59")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(9 * MINUTE));
    expect(screen.getByText("00:00:59")).toBeInTheDocument();
  });

  it("shows days, hours and minutes from a day up", () => {
    render(<ResumeCountdown resumeAt={NOW + 2 * DAY + 3 * HOUR + 15 * MINUTE} />);
    expect(screen.getByText("2d 3h 15m")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(3 * HOUR + 15 * MINUTE + SECOND));
    expect(screen.getByText("1d 23h 59m")).toBeInTheDocument();
  });

  it("says the game is resuming soon once the time has passed", () => {
    render(<ResumeCountdown resumeAt={NOW + 2 * SECOND} />);

    act(() => vi.advanceTimersByTime(2 * SECOND));

    expect(screen.getByText("Resuming soon")).toBeInTheDocument();
    expect(screen.queryByText(/The game resumes at/)).not.toBeInTheDocument();
  });

  it("says a few minutes when there is no resume time", () => {
    render(<ResumeCountdown resumeAt={null} />);
    expect(screen.getByText("The game will resume in a few minutes")).toBeInTheDocument();
  });

  it("hides the ticking clock from screen readers and gives them a steady sentence", () => {
    const resumeAt = NOW + 5 * MINUTE;
    render(<ResumeCountdown resumeAt={resumeAt} />);
    const summary = screen.getByText(`The game resumes at ${formatMoment(resumeAt)}.`);

    act(() => vi.advanceTimersByTime(30 * SECOND));

    expect(screen.getByText("00:04:30").closest("[aria-hidden='true']")).not.toBeNull();
    expect(summary).toBeInTheDocument();
    expect(summary).toHaveTextContent(`The game resumes at ${formatMoment(resumeAt)}.`);
    expect(summary.closest("[aria-hidden='true']")).toBeNull();
  });
});
