/**
 * The privacy notices (issue 27), in German and English: one for students, written for
 * 12-year-olds (short sentences, "du"), one for teachers. What they say matches the code:
 * api/src/competitions/participant-names.ts (naming modes), personal-data.ts (retention,
 * export, deletion), privacy/account.ts (accounts), http/player-services.ts (AI chat).
 * The processing page (routes/privacy-processing.tsx) lists the instance's configuration.
 */
export interface Section {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}
export interface Notice {
  title: string;
  intro: string;
  sections: Section[];
}

const studentsDe: Notice = {
  title: "Datenschutz für Schülerinnen und Schüler",
  intro:
    "Hier steht, welche Daten wir speichern, wenn du bei einem Escape-Spiel mitmachst, wer sie sieht und wann sie wieder gelöscht werden.",
  sections: [
    {
      heading: "Wer ist verantwortlich?",
      paragraphs: [
        "Deine Schule entscheidet, dass ihr mit Exitgame Studio spielt. Sie ist für deine Daten verantwortlich. Wir speichern sie nur für deine Schule und nur so, wie es hier steht.",
      ],
    },
    {
      heading: "Was wir speichern, wenn du bei einem Wettbewerb mitmachst",
      list: [
        "Deinen Namen, aber nur so viel, wie deine Lehrkraft eingestellt hat: einen Spitznamen, oder deinen Vornamen und den ersten Buchstaben deines Nachnamens (zum Beispiel „Lena S.“), oder Vor- und Nachnamen.",
        "Deinen Zugangscode, damit dein Team weiterspielen kann.",
        "Was dein Team im Spiel macht: welche Räume ihr erreicht habt, eure Eingaben und wann ihr fertig wart. Falsche Antworten speichern wir nur verschlüsselt (als Prüfsumme).",
        "Ein Cookie in deinem Browser, damit dein Gerät zu deinem Team gehört. Mehr Cookies gibt es nicht.",
      ],
    },
    {
      heading: "Was wir nicht machen",
      list: [
        "Wir fragen nicht nach deiner E-Mail-Adresse, deinem Geburtstag oder deiner Adresse.",
        "Keine Werbung, keine Analyse-Programme, keine fremden Schriften oder Bilder aus dem Internet. Deine Daten verkaufen wir nie.",
        "Wenn du ein Spiel ohne Wettbewerb spielst, speichern wir nichts über dich.",
      ],
    },
    {
      heading: "Wer deine Daten sieht",
      paragraphs: [
        "Deine Lehrkraft sieht die Namen eures Teams, wie weit ihr seid und eure Zeit. Sie kann die Ergebnisse in der Klasse zeigen. Andere Schülerinnen und Schüler sehen deine Daten nicht.",
      ],
    },
    {
      heading: "Wann alles gelöscht wird",
      paragraphs: [
        "Nach dem Ende des Wettbewerbs wird alles automatisch gelöscht: nach so vielen Tagen, wie deine Lehrkraft eingestellt hat (normalerweise 30 Tage, höchstens ein Jahr). Danach bleibt nur eine Zahl übrig, zum Beispiel „12 Teams haben mitgemacht“. Deine Lehrkraft kann alles auch schon früher löschen.",
      ],
    },
    {
      heading: "Chat mit einer KI",
      paragraphs: [
        "In manchen Spielen kannst du mit einer Figur chatten. Diese Figur ist eine KI, also ein Computerprogramm, kein Mensch. Das steht auch im Chat.",
        "Was du in den Chat schreibst, wird an einen KI-Dienst geschickt, damit er antworten kann. Dein Name und dein Code werden dabei nie mitgeschickt. Schreib trotzdem keine Namen oder andere persönlichen Dinge in den Chat. Wir speichern den Chat nicht.",
        "Die KI entscheidet nie, ob ein Rätsel gelöst ist. Das prüft nur das Spiel selbst.",
      ],
    },
    {
      heading: "Deine Rechte",
      paragraphs: [
        "Du darfst wissen, was über dich gespeichert ist, und du darfst verlangen, dass es gelöscht wird. Frag einfach deine Lehrkraft, sie kann die Daten herunterladen und löschen. Auch deine Eltern dürfen fragen. Bei Fragen hilft auch die oder der Datenschutzbeauftragte deiner Schule.",
      ],
    },
  ],
};

const studentsEn: Notice = {
  title: "Privacy for students",
  intro:
    "This page explains what we save when you take part in an escape game, who sees it and when it is deleted again.",
  sections: [
    {
      heading: "Who is responsible?",
      paragraphs: [
        "Your school decides that your class plays with Exitgame Studio. Your school is responsible for your data. We only keep it for your school and only as described here.",
      ],
    },
    {
      heading: "What we save when you join a competition",
      list: [
        "Your name, but only as much as your teacher chose: a nickname, or your first name and the first letter of your last name (for example “Lena S.”), or your first and last name.",
        "Your access code, so that your team can continue playing.",
        "What your team does in the game: which rooms you reached, what you typed and when you finished. Wrong answers are only saved scrambled (as a checksum).",
        "One cookie in your browser, so that your device belongs to your team. There are no other cookies.",
      ],
    },
    {
      heading: "What we do not do",
      list: [
        "We do not ask for your email address, your birthday or where you live.",
        "No ads, no tracking programs, no fonts or pictures from other websites. We never sell your data.",
        "When you play a game outside a competition, we save nothing about you.",
      ],
    },
    {
      heading: "Who sees your data",
      paragraphs: [
        "Your teacher sees the names in your team, how far you got and your time. Your teacher may show the results in class. Other students do not see your data.",
      ],
    },
    {
      heading: "When everything is deleted",
      paragraphs: [
        "After the competition has ended, everything is deleted automatically: after as many days as your teacher chose (usually 30 days, at most one year). After that, only a number is left, for example “12 teams took part”. Your teacher can also delete everything earlier.",
      ],
    },
    {
      heading: "Chatting with an AI",
      paragraphs: [
        "In some games you can chat with a character. This character is an AI, a computer program, not a person. The chat says so, too.",
        "What you write in the chat is sent to an AI service so that it can answer. Your name and your code are never sent with it. Still, do not write names or other personal things in the chat. We do not save the chat.",
        "The AI never decides whether a riddle is solved. Only the game itself checks that.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You may know what is saved about you, and you may ask for it to be deleted. Just ask your teacher, who can download and delete the data. Your parents may ask, too. Your school's data protection officer can also help.",
      ],
    },
  ],
};

const teachersDe: Notice = {
  title: "Datenschutz für Lehrkräfte und Autorinnen und Autoren",
  intro:
    "Die Schule ist Verantwortliche für die Daten ihrer Schülerinnen und Schüler (Art. 4 Nr. 7 DSGVO); der Betreiber dieser Instanz verarbeitet sie in ihrem Auftrag (Art. 28 DSGVO). Datensparsamkeit ist voreingestellt, nicht als Einstellungslabyrinth.",
  sections: [
    {
      heading: "Namen nur so weit wie nötig",
      paragraphs: [
        "Für jeden Wettbewerb wählen Sie, wie Spielende genannt werden: Spitzname (von der App vorgeschlagen, kein echter Name wird gefragt), Vorname + Initial (Standard) oder Vor- und Nachname. Die Anmeldung fragt nur danach; die Datenbank speichert nur diese Felder (beim Initial nur den ersten Buchstaben). Liveboard, Auswertung und CSV-Exporte zeigen die Namen in derselben Form. Sobald Teams angemeldet sind, lässt sich die Art nicht mehr ändern.",
      ],
    },
    {
      heading: "Aufbewahrung",
      paragraphs: [
        "Jeder Wettbewerb hat eine Aufbewahrungsdauer nach seinem Ende (Standard 30 Tage, 0 bis 365, die Instanz kann einen kleineren Höchstwert setzen). Danach löscht ein geplanter Auftrag Namen, Zugangscodes der Teams, Spielstände, Eingaben und geprüfte Antworten; es bleiben nur anonyme Zahlen (Teams, Spielende, fertige Teams). Die Seite des Wettbewerbs zeigt das Löschdatum.",
      ],
    },
    {
      heading: "Auskunft, Export, Löschung",
      list: [
        "Wettbewerbsleitungen exportieren alle personenbezogenen Daten eines Wettbewerbs als JSON oder CSV (wer, was, wann) und löschen sie auf einmal, nach einer Bestätigung, die nennt, was gelöscht wird. Während ein Wettbewerb läuft, ist das Löschen gesperrt.",
        "Jedes Konto kann unter Einstellungen → Profil alle eigenen Daten herunterladen und sich selbst löschen. Vorher wird genau gesagt, was mit den eigenen Spielen passiert: Sie werden gelöscht, oder – wenn Wettbewerbe anderer sie verwenden – an ein anderes Konto übertragen oder anonymisiert.",
        "Administratorinnen und Administratoren können beides für jedes Konto; das wird protokolliert (nur IDs und Zahlen).",
      ],
    },
    {
      heading: "KI-Chat",
      list: [
        "An das KI-Modell gehen nur das Gespräch und Ihre Anweisungen, nie Namen, Zugangscodes, Cookies oder IP-Adressen der Spielenden.",
        "Der Chat sagt den Spielenden, dass sie mit einer KI schreiben (Art. 50 KI-Verordnung).",
        "Sie können die KI pro Chat-Element ausschalten („KI antwortet“); die Administration kann sie für die ganze Instanz ausschalten.",
        "Chatverläufe werden nicht gespeichert. Die KI entscheidet nie, ob ein Rätsel gelöst ist: Antworten prüft nur der Server des Spiels.",
      ],
    },
    {
      heading: "Nichts verlässt die Seite ungefragt",
      paragraphs: [
        "Keine Schriften, Icons, Analyse- oder Feedback-Dienste von Dritten. Die Seiten laden nur von dieser Instanz (und, falls eingerichtet, vom Dateispeicher). Welche Dienste diese Instanz nutzt, steht auf der Seite „Was wo gespeichert wird“.",
      ],
    },
    {
      heading: "Auftragsverarbeitung",
      paragraphs: [
        "Eine Vorlage für die Anlage zum Auftragsverarbeitungsvertrag (technische und organisatorische Maßnahmen) liegt im Repository unter docs/dpa-annex-toms.md und beschreibt, was der Code tatsächlich tut.",
      ],
    },
  ],
};

const teachersEn: Notice = {
  title: "Privacy for teachers and authors",
  intro:
    "The school is the controller of its students' data (GDPR Art. 4(7)); the operator of this instance processes it on the school's behalf (GDPR Art. 28). Data minimisation is the default, not a maze of settings.",
  sections: [
    {
      heading: "Names only as far as needed",
      paragraphs: [
        "For each competition you choose how players are named: nickname (suggested by the app, no real name is asked), first name + initial (default) or first and last name. The registration asks only for that; the database stores only those fields (with the initial, only its first letter). The live board, the debrief and CSV exports show names the same way. Once teams have joined, the mode can no longer be changed.",
      ],
    },
    {
      heading: "Retention",
      paragraphs: [
        "Each competition has a retention period after its end (default 30 days, 0 to 365; the instance may set a lower maximum). Then a scheduled job deletes the names, the teams' access codes, game states, inputs and checked answers; only anonymous counts remain (teams, players, finished teams). The competition's page shows the deletion date.",
      ],
    },
    {
      heading: "Access, export, deletion",
      list: [
        "Competition managers export all personal data of a competition as JSON or CSV (who, what, when) and delete it at once, after a confirmation that names what goes. While a competition runs, deletion is locked.",
        "Every account can download all its data and delete itself under Settings → Profile. Before that it is told exactly what happens to its games: they are deleted or, if other people's competitions use them, transferred to another account or anonymised.",
        "Admins can do both for any account; this is audited (ids and counts only).",
      ],
    },
    {
      heading: "AI chat",
      list: [
        "Only the conversation and your instructions go to the AI model, never players' names, access codes, cookies or IP addresses.",
        "The chat tells players that they are writing with an AI (EU AI Act Art. 50).",
        "You can switch the AI off per chat element (“AI answers”); the admin can switch it off for the whole instance.",
        "Chat histories are not stored. The AI never decides whether a riddle is solved: only the game's server checks answers.",
      ],
    },
    {
      heading: "Nothing leaves unasked",
      paragraphs: [
        "No third-party fonts, icons, analytics or feedback widgets. Pages load only from this instance (and, if configured, from the file storage). Which services this instance uses is listed on the page “What is stored where”.",
      ],
    },
    {
      heading: "Data processing agreement",
      paragraphs: [
        "A template annex to the data processing agreement (technical and organisational measures) is in the repository at docs/dpa-annex-toms.md and describes what the code actually does.",
      ],
    },
  ],
};

export const NOTICES = {
  students: { de: studentsDe, en: studentsEn },
  teachers: { de: teachersDe, en: teachersEn },
} as const;
