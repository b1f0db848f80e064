// Proves what a pause says of its end (a pause that promises): the end time
// ("Back at …", a later day named) beside the countdown's clock formats, and for a pause
// without an end that an admin starts the game, never "a few minutes"; what screen readers
// get changes only when the resume time passes, never with each tick.
import { act, render as renderBare, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { WithMessages } from "../test/render-screen";
import { ResumeCountdown } from "./resume-countdown";

/** The component with the messages it reads (a rerender keeps them). */
const render = (ui: ReactElement) => renderBare(ui, { wrapper: WithMessages });

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
    expect(screen.queryByText(/^Back /)).not.toBeInTheDocument();
  });

  it("says an admin starts the game when the pause has no end time, and promises no minutes", () => {
    const { container } = render(<ResumeCountdown resumeAt={null} />);
    expect(screen.getByText("Paused until an admin starts the game")).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/minute|resume/i);
  });

  it("names the end time today as a time of day, and a later day with its date", () => {
    const today = NOW + 10 * MINUTE;
    const later = NOW + 2 * DAY;
    const { rerender } = render(<ResumeCountdown resumeAt={today} />);
    const time = new Intl.DateTimeFormat("en-IN", { timeStyle: "short" }).format(today);
    expect(screen.getByText(`Back at ${time}`)).toBeInTheDocument();

    rerender(<ResumeCountdown resumeAt={later} />);
    const day = new Intl.DateTimeFormat("en-IN", {
      weekday: "short",
      day: "numeric",
      month: "short",
      hour: "numeric",
      minute: "2-digit",
    }).format(later);
    expect(screen.getByText(`Back on ${day}`)).toBeInTheDocument();
  });

  it("hides the ticking clock from screen readers and gives them the steady end time", () => {
    const resumeAt = NOW + 5 * MINUTE;
    render(<ResumeCountdown resumeAt={resumeAt} />);
    const end = screen.getByText(/^Back at /);

    act(() => vi.advanceTimersByTime(30 * SECOND));

    expect(screen.getByText("00:04:30").closest("[aria-hidden='true']")).not.toBeNull();
    expect(end).toBeInTheDocument();
    expect(end.closest("[aria-hidden='true']")).toBeNull();
  });
});
