/**
 * The shared schemas of the forms on the screens members open first (the feed, My Profile, a chat, the chats
 * list). Those screens import this module only through `lazySchema`, so it and the schema library load when such
 * a form appears, not with the screen.
 */
export {
  codeCardBodySchema,
  profileCompletionSchema,
  profileUpdateSchema,
  reportBodySchema,
  setPasswordBodySchema,
  swipeBodySchema,
} from "@devmatch/shared";
