import { useEffect, useEffectEvent, useRef } from "react";
import type { Flight } from "../hooks/use-swipe-deck.ts";
import { cardTransform, exitTransform } from "../lib/swipe-physics.ts";
import { ProfileCard } from "./profile-card.tsx";

const FLIGHT_MS = 350;

/** A copy of a swiped card flying off screen; the deck has already moved on, so this is decoration only. */
export function FlyingCard({ flight, onLanded }: { flight: Flight; onLanded: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const landed = useEffectEvent(onLanded);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== "function") {
      landed();
      return;
    }
    const animation = element.animate(
      [
        { transform: cardTransform(flight.dx, flight.width), opacity: 1 },
        { transform: exitTransform(flight.action, flight.width), opacity: 0 },
      ],
      { duration: FLIGHT_MS, easing: "ease-in", fill: "forwards" },
    );
    // A cancelled flight (unmount) lands nowhere.
    animation.finished.then(landed, () => undefined);
    return () => animation.cancel();
  }, [flight]);

  return (
    <div ref={ref} aria-hidden inert className="pointer-events-none absolute inset-0 z-20">
      <ProfileCard card={flight.card} />
    </div>
  );
}
