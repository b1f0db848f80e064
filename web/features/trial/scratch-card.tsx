import { useLingui } from "@lingui/react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { rememberPendingTrialClaim } from "../../lib/device-id";
import { formatRupees } from "../../lib/money";
import { paths } from "../../lib/paths";
import { useStoredValue } from "../../lib/use-stored-value";
import { createScratchGrid, erasedFraction, stampAt, strokePoints } from "./scratch-grid";

/** SPEC.md section 9: the card is 300 by 200, the brush radius 20, revealed past 60 percent. */
const CARD_WIDTH = 300;
const CARD_HEIGHT = 200;
const BRUSH_RADIUS = 20;
const REVEAL_FRACTION = 0.6;

/** Where Claim Now sends a signed-out visitor: sign in, then add payout details. */
const SIGN_IN_TO_CLAIM_PATH = `${paths.login}?next=${encodeURIComponent(paths.accountUpi)}`;

type Point = { x: number; y: number };

/** Paints the silver cover, `invite` on it; every later stroke cuts through it. */
function paintCover(canvas: HTMLCanvasElement, invite: string): CanvasRenderingContext2D | null {
  const context = canvas.getContext("2d");
  if (!context) return null;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = CARD_WIDTH * ratio;
  canvas.height = CARD_HEIGHT * ratio;
  context.scale(ratio, ratio);
  const gradient = context.createLinearGradient(0, 0, CARD_WIDTH, CARD_HEIGHT);
  gradient.addColorStop(0, "#b8b8c8");
  gradient.addColorStop(0.5, "#e4e4ee");
  gradient.addColorStop(1, "#a5a5b8");
  context.fillStyle = gradient;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = "#3f3a55";
  context.font = "bold 22px system-ui, sans-serif";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(invite, CARD_WIDTH / 2, CARD_HEIGHT / 2);
  context.globalCompositeOperation = "destination-out";
  return context;
}

/**
 * Paints the prize under the cover in pixels, never text: until the card is revealed the
 * amount is in neither the page's text nor its accessibility tree, so a screen
 * reader, a find-in-page or a page translator cannot tell it early. Ink and typeface come
 * from the canvas's own CSS, so the painted prize looks like the one shown after.
 */
function paintPrize(canvas: HTMLCanvasElement, amount: string) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = CARD_WIDTH * ratio;
  canvas.height = CARD_HEIGHT * ratio;
  context.scale(ratio, ratio);
  const style = getComputedStyle(canvas);
  context.fillStyle = style.color;
  context.font = `900 40px ${style.fontFamily}`;
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText(amount, CARD_WIDTH / 2, CARD_HEIGHT / 2);
}

/** The pointer's place on the card, in card pixels however wide CSS draws the canvas. */
function cardPoint(event: PointerEvent<HTMLCanvasElement>): Point {
  const box = event.currentTarget.getBoundingClientRect();
  const scaleX = box.width > 0 ? CARD_WIDTH / box.width : 1;
  const scaleY = box.height > 0 ? CARD_HEIGHT / box.height : 1;
  return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
}

/**
 * The trial's win (SPEC.md section 4, scratch card): scratched with a mouse, finger or
 * pen, or revealed with the Reveal button by keyboard and screen-reader users. Then
 * "You Won ₹X.00" and Claim Now, which remembers the claim for /account/upi.
 */
export function ScratchCard({ rupee, deviceId }: { rupee: number; deviceId: string }) {
  const { i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const email = useStoredValue("email");
  const navigate = useNavigate();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const contextRef = useRef<CanvasRenderingContext2D | null>(null);
  const gridRef = useRef(createScratchGrid(CARD_WIDTH, CARD_HEIGHT));
  const lastPoint = useRef<Point | null>(null);
  const prizeRef = useRef<HTMLCanvasElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const amount = formatRupees(rupee);

  useEffect(() => {
    if (prizeRef.current) paintPrize(prizeRef.current, amount);
  }, [amount]);

  // Painted once: a cover already scratched is not painted over when the language changes.
  const coverInvite = useRef(i18n._("scratch.cover"));
  useEffect(() => {
    if (canvasRef.current) contextRef.current = paintCover(canvasRef.current, coverInvite.current);
  }, []);

  useEffect(() => {
    // The canvas and the Reveal button are gone: the reader continues at the prize.
    if (revealed) resultRef.current?.focus();
  }, [revealed]);

  function erase(points: Point[]) {
    const context = contextRef.current;
    for (const { x, y } of points) {
      stampAt(gridRef.current, x, y, BRUSH_RADIUS);
      if (context) {
        context.beginPath();
        context.arc(x, y, BRUSH_RADIUS, 0, Math.PI * 2);
        context.fill();
      }
    }
    if (erasedFraction(gridRef.current) > REVEAL_FRACTION) setRevealed(true);
  }

  function startStroke(event: PointerEvent<HTMLCanvasElement>) {
    event.preventDefault();
    try {
      // Keeps the stroke when the finger slides off the card's edge. Absent in jsdom, and
      // throws for a pointer the browser does not know (a synthetic event): scratch anyway.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    } catch {}
    const point = cardPoint(event);
    lastPoint.current = point;
    erase([point]);
  }

  function continueStroke(event: PointerEvent<HTMLCanvasElement>) {
    const from = lastPoint.current;
    if (from === null) return;
    const to = cardPoint(event);
    lastPoint.current = to;
    erase(strokePoints(from, to, BRUSH_RADIUS));
  }

  function endStroke() {
    lastPoint.current = null;
  }

  function claim() {
    rememberPendingTrialClaim(deviceId);
    if (email) navigate(paths.accountUpi);
    else setAskedToSignIn(true);
  }

  return (
    <div className="scratch-card">
      <div className="scratch-area">
        <div className="scratch-prize" aria-hidden="true">
          {revealed ? (
            amount
          ) : (
            <canvas
              ref={prizeRef}
              className="scratch-prize-paint"
              width={CARD_WIDTH}
              height={CARD_HEIGHT}
            />
          )}
        </div>
        {!revealed && (
          <canvas
            ref={canvasRef}
            className="scratch-cover"
            width={CARD_WIDTH}
            height={CARD_HEIGHT}
            role="img"
            aria-label={i18n._("scratch.label")}
            onPointerDown={startStroke}
            onPointerMove={continueStroke}
            onPointerUp={endStroke}
            onPointerCancel={endStroke}
          />
        )}
      </div>
      {!revealed && (
        <button type="button" className="button" onClick={() => setRevealed(true)}>
          {i18n._("scratch.reveal")}
        </button>
      )}
      <div role="status" className="scratch-result">
        {revealed && (
          <h2 ref={resultRef} tabIndex={-1}>
            {i18n._("scratch.won", { amount })}
          </h2>
        )}
      </div>
      {revealed && (
        <button type="button" className="button button-primary" onClick={claim}>
          {i18n._("scratch.claim")}
        </button>
      )}
      {askedToSignIn && (
        <div role="alert" className="trial-notice">
          {/* SPEC.md section 8's message for Claim Now without a signed-in player. */}
          <p>{i18n._("scratch.signInToClaim")}</p>
          <Link className="button button-primary" to={SIGN_IN_TO_CLAIM_PATH}>
            {i18n._("scratch.logInOrSignUp")}
          </Link>
        </div>
      )}
    </div>
  );
}
