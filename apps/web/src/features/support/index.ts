/** 'Contact support': the members' form (used on Premium) and the public contact page. */
export { SupportForm } from "./components/support-form.tsx";
export { ContactRoute } from "./routes/contact.tsx";
