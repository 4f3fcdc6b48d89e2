// The same <html> and <body> as the static copy's.
export { default } from "../../[name]/layout";
