import { describe, expect, it } from "vitest";
import { contactKinds, isHostile } from "../text.ts";

describe("screening what members write", () => {
  it.each([
    "you are a b1tch",
    "f u c k you",
    "fսck off",
    "you're an 1d10t",
    "I will kill you",
    "I know where you live",
    "s e n d nudes",
    "go die",
  ])("reads %j as hostile, look-alike spellings and all", (text) => {
    expect(isHostile(text)).toBe(true);
  });

  it.each([
    "hi there, how was your day?",
    "Shoot me a message when you're free",
    "assassin's creed fan",
    "Scunthorpe is lovely this time of year",
    "I killed it at the hackathon",
  ])("leaves %j alone", (text) => {
    expect(isHostile(text)).toBe(false);
  });

  it.each([
    ["call me on +91 98765 43210", ["phone"]],
    ["nine eight seven six five four three two one zero", ["phone"]],
    ["p h o n e 9 8 7 6 5 4 3 2 1 0", ["phone"]],
    ["my mail is ada (at) gmail (dot) com", ["email"]],
    ["find me on insta", ["link"]],
    ["check www.example.com", ["link"]],
    ["ping me on tеlеgram", ["link"]],
    ["pay me at ada@okaxis", ["payment"]],
    ["please send money urgently", ["payment"]],
    ["my wallet is 0x52908400098527886E0F7030069857D2E4169EE7", ["payment"]],
  ])("finds contact details or a payment request in %j", (text, kinds) => {
    expect(contactKinds(text)).toEqual(kinds);
  });

  it.each(["I love Go and Rust, 2019 was great", "I scored 100 in 2 tests in 2021", "Let's pair on a side project"])(
    "finds nothing in %j",
    (text) => {
      expect(contactKinds(text)).toEqual([]);
    },
  );
});
