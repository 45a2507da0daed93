import { PlaceInputs } from "../fields/place-inputs.tsx";
import type { StepProps } from "./step-props.ts";

export function LocationStep({ draft, update, errors, user, disabled }: StepProps) {
  const hint = draft.location.coordinates
    ? "Your current position will be saved for distance matching. Others only ever see a rounded distance."
    : user?.location.hasCoordinates
      ? "Saving this step without 'Use Current Location' replaces your saved position with the city you type."
      : "Used only to work out distances; others never see your exact position.";
  return (
    <PlaceInputs
      place={draft.location}
      hint={hint}
      errors={errors}
      disabled={disabled}
      onLocated={(found) => update({ location: found })}
      onType={(key, value) => update({ location: { [key]: value } })}
      // A picked city takes its own position on the server, not one the device gave for another place.
      onPick={(picked) => update({ location: { ...picked, coordinates: undefined } })}
    />
  );
}
