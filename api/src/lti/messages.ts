import type { Locale } from "@exitgame/engine";

/**
 * What LTI pages and the platform registration say to people, in both languages. Kept apart from
 * i18n/messages.ts so that the LTI module stays in one folder; `{{name}}` placeholders.
 */
const messages = {
  "page.title": { de: "Start aus der Lernplattform", en: "Launch from the learning platform" },
  "page.refused": {
    de: "Der Start aus der Lernplattform wurde abgelehnt.",
    en: "The launch from the learning platform was refused.",
  },
  "page.askAdmin": {
    de: "Bitte wende dich an die Lehrkraft oder die Administration der Lernplattform.",
    en: "Please contact your teacher or the learning platform's administrators.",
  },
  notConfigured: {
    de: "LTI ist auf diesem Server ausgeschaltet: Die Administration muss LTI_KEY_SECRET setzen.",
    en: "LTI is switched off on this server: the administrators must set LTI_KEY_SECRET.",
  },
  rateLimited: {
    de: "Zu viele Starts von dieser Adresse. Versuche es in {{minutes}} Minuten noch einmal.",
    en: "Too many launches from this address. Try again in {{minutes}} minutes.",
  },
  missingIssuer: {
    de: "Der Anmeldestart enthält keinen Aussteller (iss).",
    en: "The login initiation carries no issuer (iss).",
  },
  missingLoginHint: {
    de: "Der Anmeldestart enthält keinen login_hint.",
    en: "The login initiation carries no login_hint.",
  },
  unknownPlatform: {
    de: "Diese Lernplattform ist nicht registriert. Eine Administratorin oder ein Administrator muss unter /admin/lti eine Plattform mit dem Aussteller „{{issuer}}“ und der Client-ID „{{clientId}}“ anlegen.",
    en: "This learning platform is not registered. An administrator must add a platform with issuer “{{issuer}}” and client id “{{clientId}}” under /admin/lti.",
  },
  ambiguousPlatform: {
    de: "Für den Aussteller „{{issuer}}“ sind mehrere Plattformen registriert; der Anmeldestart muss die client_id mitsenden.",
    en: "Several platforms are registered for issuer “{{issuer}}”; the login initiation must send client_id.",
  },
  foreignTarget: {
    de: "Das Startziel (target_link_uri) gehört nicht zu diesem Server.",
    en: "The launch target (target_link_uri) does not belong to this server.",
  },
  platformError: {
    de: "Die Lernplattform hat den Start mit einem Fehler beendet: {{error}}",
    en: "The learning platform ended the launch with an error: {{error}}",
  },
  missingToken: {
    de: "Der Start enthält kein id_token oder keinen state.",
    en: "The launch carries no id_token or no state.",
  },
  wrongState: {
    de: "Der Start passt nicht zu diesem Browser (state). Starte die Aktivität erneut aus der Lernplattform.",
    en: "The launch does not belong to this browser (state). Start the activity again from the learning platform.",
  },
  expiredState: {
    de: "Der Start ist abgelaufen oder unbekannt. Starte die Aktivität erneut aus der Lernplattform.",
    en: "The launch has expired or is unknown. Start the activity again from the learning platform.",
  },
  badToken: {
    de: "Das id_token der Lernplattform ist ungültig: {{reason}}",
    en: "The learning platform's id_token is invalid: {{reason}}",
  },
  jwksUnreachable: {
    de: "Die öffentlichen Schlüssel der Lernplattform ({{url}}) waren nicht abrufbar. Versuche es gleich noch einmal; bleibt es dabei, muss die Administration die JWKS-URL der Plattform prüfen.",
    en: "The learning platform's public keys ({{url}}) could not be fetched. Try again in a moment; if it persists, the administrators must check the platform's JWKS URL.",
  },
  wrongAzp: {
    de: "Das id_token ist für eine andere Anwendung ausgestellt (azp).",
    en: "The id_token was issued to another application (azp).",
  },
  wrongNonce: {
    de: "Das id_token gehört nicht zu diesem Start (nonce).",
    en: "The id_token does not belong to this launch (nonce).",
  },
  replayedNonce: {
    de: "Dieser Start wurde bereits verwendet (nonce).",
    en: "This launch has already been used (nonce).",
  },
  unknownDeployment: {
    de: "Die Deployment-ID „{{deploymentId}}“ ist für diese Plattform nicht registriert.",
    en: "The deployment id “{{deploymentId}}” is not registered for this platform.",
  },
  wrongVersion: {
    de: "Nur LTI 1.3.0 wird unterstützt.",
    en: "Only LTI 1.3.0 is supported.",
  },
  unsupportedMessage: {
    de: "Die Nachricht „{{type}}“ wird noch nicht unterstützt; nur Starts eines Spiels (LtiResourceLinkRequest) und die Inhaltsauswahl (LtiDeepLinkingRequest).",
    en: "The message “{{type}}” is not supported yet; only launches of a game (LtiResourceLinkRequest) and content selection (LtiDeepLinkingRequest).",
  },
  missingResourceLink: {
    de: "Dem Start fehlt der Ressourcen-Link (resource_link.id).",
    en: "The launch has no resource link (resource_link.id).",
  },
  unknownGame: {
    de: "Das Startziel ist kein veröffentlichtes Spiel dieses Servers. Die Lehrkraft muss in der Lernplattform die Adresse eines Spiels eintragen (…/games/<Nummer>/play).",
    en: "The launch target is not a published game of this server. The teacher must enter a game's address in the learning platform (…/games/<number>/play).",
  },
  deepLinkNotInstructor: {
    de: "Inhalte auswählen dürfen nur Lehrkräfte (Rolle Instructor) der Lernplattform.",
    en: "Only the learning platform's instructors may pick content (role Instructor).",
  },
  deepLinkSettings: {
    de: "Der Deep-Linking-Anfrage fehlen die Einstellungen (deep_link_return_url).",
    en: "The deep-linking request has no settings (deep_link_return_url).",
  },
  deepLinkAcceptTypes: {
    de: "Die Lernplattform nimmt keine LTI-Ressourcen-Links an (accept_types ohne ltiResourceLink).",
    en: "The learning platform accepts no LTI resource links (accept_types without ltiResourceLink).",
  },
  deepLinkUnknown: {
    de: "Diese Auswahl ist unbekannt, abgelaufen oder schon verwendet. Starte die Auswahl erneut aus der Lernplattform.",
    en: "This selection is unknown, has expired or was already used. Start the selection again from the learning platform.",
  },
  deepLinkWrongBrowser: {
    de: "Diese Auswahl wurde in einem anderen Browser begonnen. Starte sie erneut aus der Lernplattform.",
    en: "This selection was started in another browser. Start it again from the learning platform.",
  },
  deepLinkLogin: {
    de: "Melde dich zuerst bei Exitgame Studio an.",
    en: "Log in to Exitgame Studio first.",
  },
  deepLinkNotYourGame: {
    de: "Wähle eines deiner veröffentlichten Spiele oder einen deiner Wettbewerbe.",
    en: "Choose one of your published games or competitions.",
  },
  "input.name": {
    de: "Gib einen Namen an (höchstens 200 Zeichen).",
    en: "Enter a name (at most 200 characters).",
  },
  "input.clientId": {
    de: "Gib die Client-ID an (höchstens 255 Zeichen).",
    en: "Enter the client id (at most 255 characters).",
  },
  "input.url": {
    de: "{{field}}: Gib eine https-Adresse an (http nur für localhost).",
    en: "{{field}}: enter an https address (http only for localhost).",
  },
  "input.deploymentIds": {
    de: "Gib mindestens eine und höchstens 50 Deployment-IDs an (je höchstens 255 Zeichen).",
    en: "Enter at least one and at most 50 deployment ids (at most 255 characters each).",
  },
  "input.duplicate": {
    de: "Eine Plattform mit diesem Aussteller und dieser Client-ID ist bereits registriert.",
    en: "A platform with this issuer and client id is already registered.",
  },
  "field.issuer": { de: "Aussteller (Issuer)", en: "Issuer" },
  "field.authLoginUrl": { de: "Authentifizierungs-URL", en: "Authentication request URL" },
  "field.tokenUrl": { de: "Access-Token-URL", en: "Access token URL" },
  "field.jwksUrl": {
    de: "URL der öffentlichen Schlüssel (JWKS)",
    en: "Public keyset URL (JWKS)",
  },
  "input.notFound": { de: "Plattform nicht gefunden.", en: "Platform not found." },
  "register.title": {
    de: "Exitgame Studio in der Lernplattform registrieren",
    en: "Register Exitgame Studio with the learning platform",
  },
  "register.toolDescription": {
    de: "Lern-Escape-Rooms spielen, Wettbewerbe und Bewertungen",
    en: "Educational escape rooms, competitions and grades",
  },
  "register.deepLinkLabel": { de: "Exitgame auswählen", en: "Choose an exit game" },
  "register.login": {
    de: "Nur eine Administratorin oder ein Administrator von Exitgame Studio kann die Lernplattform registrieren. Melde dich an (in einem neuen Fenster) und öffne diese Seite dann erneut.",
    en: "Only an administrator of Exitgame Studio can register the learning platform. Log in (in a new window) and then open this page again.",
  },
  "register.loginLink": { de: "Anmelden (neues Fenster)", en: "Log in (new window)" },
  "register.openWindow": {
    de: "Registrierung in einem neuen Fenster öffnen",
    en: "Open the registration in a new window",
  },
  "register.notAdmin": {
    de: "Dein Konto ist kein Administrationskonto: Plattformen registrieren dürfen nur Administratorinnen und Administratoren.",
    en: "Your account is not an administrator: only administrators may register platforms.",
  },
  "register.badConfigurationUrl": {
    de: "Die Registrierung braucht die Adresse der Plattform-Konfiguration (openid_configuration, https; http nur für localhost).",
    en: "The registration needs the address of the platform's configuration (openid_configuration, https; http only for localhost).",
  },
  "register.unreachable": {
    de: "Die Lernplattform war unter {{url}} nicht erreichbar oder hat mit einem Fehler geantwortet.",
    en: "The learning platform could not be reached at {{url}} or answered with an error.",
  },
  "register.badConfiguration": {
    de: "Die Konfiguration der Lernplattform ist unvollständig oder ungültig: {{fields}}",
    en: "The learning platform's configuration is incomplete or invalid: {{fields}}",
  },
  "register.issuerMismatch": {
    de: "Der Aussteller „{{issuer}}“ liegt nicht auf dem Server, von dem die Konfiguration kam.",
    en: "The issuer “{{issuer}}” is not on the server the configuration came from.",
  },
  "register.confirmText": {
    de: "Diese Lernplattform möchte Exitgame Studio als LTI-1.3-Werkzeug registrieren. Prüfe die Angaben und bestätige:",
    en: "This learning platform wants to register Exitgame Studio as an LTI 1.3 tool. Check the details and confirm:",
  },
  "register.existing": {
    de: "Für diesen Aussteller ist schon eine Plattform registriert; eine neue Registrierung fügt eine weitere Client-ID (oder ein Deployment) hinzu.",
    en: "A platform is already registered for this issuer; registering again adds another client id (or deployment).",
  },
  "register.name": { de: "Name der Plattform", en: "Platform name" },
  "register.confirm": { de: "Registrieren", en: "Register" },
  "register.platformRefused": {
    de: "Die Lernplattform hat die Registrierung abgelehnt (HTTP {{status}}): {{answer}}",
    en: "The learning platform refused the registration (HTTP {{status}}): {{answer}}",
  },
  "register.badAnswer": {
    de: "Die Antwort der Lernplattform auf die Registrierung enthält keine Client-ID.",
    en: "The learning platform's answer to the registration carries no client id.",
  },
  "register.done": {
    de: "„{{name}}“ ist registriert (Client-ID „{{clientId}}“).",
    en: "“{{name}}” is registered (client id “{{clientId}}”).",
  },
  "register.noDeployment": {
    de: "Die Plattform hat keine Deployment-ID genannt: Trage sie unter /admin/lti nach, sonst werden Starts abgelehnt.",
    en: "The platform named no deployment id: add it under /admin/lti, otherwise launches are refused.",
  },
  "register.closing": {
    de: "Dieses Fenster kann geschlossen werden; die Lernplattform übernimmt.",
    en: "You can close this window; the learning platform takes over.",
  },
  instructorNoSubject: {
    de: "Der Start einer Lehrkraft enthält keine Benutzerkennung (sub).",
    en: "The instructor launch carries no user id (sub).",
  },
  linkUnknown: {
    de: "Diese Verknüpfung ist unbekannt, abgelaufen oder schon verwendet. Starte die Aktivität erneut aus der Lernplattform.",
    en: "This link is unknown, has expired or was already used. Start the activity again from the learning platform.",
  },
  linkWrongBrowser: {
    de: "Diese Verknüpfung wurde in einem anderen Browser begonnen. Starte die Aktivität erneut aus der Lernplattform.",
    en: "This link was started in another browser. Start the activity again from the learning platform.",
  },
  linkNoEmail: {
    de: "Die Lernplattform hat keine E-Mail-Adresse gesendet; ohne sie kann kein Konto verknüpft werden. Die Administration der Plattform muss die E-Mail-Adresse an das Tool weitergeben.",
    en: "The learning platform sent no e-mail address; without it no account can be linked. The platform's administrators must share the e-mail address with the tool.",
  },
  linkWrongEmail: {
    de: "Melde dich mit dem Konto an, dessen bestätigte E-Mail-Adresse „{{email}}“ ist (die Adresse aus der Lernplattform).",
    en: "Log in with the account whose verified e-mail address is “{{email}}” (the address from the learning platform).",
  },
  unknownCompetition: {
    de: "Der Start nennt einen Wettbewerb, den es auf diesem Server nicht gibt.",
    en: "The launch names a competition that does not exist on this server.",
  },
  competitionLaunchUnknown: {
    de: "Dieser Start in einen Wettbewerb ist unbekannt oder abgelaufen. Starte die Aktivität erneut aus der Lernplattform.",
    en: "This competition launch is unknown or has expired. Start the activity again from the learning platform.",
  },
  "score.badRequest": {
    de: "Die Meldung des Spielendes ist unvollständig (token, scenes).",
    en: "The finish report is incomplete (token, scenes).",
  },
  "score.unknownLaunch": {
    de: "Zu diesem Token gibt es keinen Start mit Bewertung.",
    en: "There is no graded launch for this token.",
  },
  "score.missingValue": {
    de: "Das Spiel bewertet mit einer Punkte-Variable: Die Meldung des Spielendes muss ihren Wert (value) enthalten.",
    en: "The game scores with a score variable: the finish report must carry its value (value).",
  },
  "score.notFinished": {
    de: "Das Spiel ist noch nicht beendet: Keine der gemeldeten Szenen ist eine Schlussszene.",
    en: "The game is not finished: none of the reported scenes is a final scene.",
  },
} as const;

export type LtiMessageKey = keyof typeof messages;

export function ltiMessage(
  locale: Locale,
  key: LtiMessageKey,
  params: Record<string, string> = {},
): string {
  return messages[key][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? "");
}
