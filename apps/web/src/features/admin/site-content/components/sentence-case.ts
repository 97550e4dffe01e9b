/** "Team Member" as it reads inside a sentence: "Team member" (an all-capitals "FAQ" stays). */
export const sentenceCase = (name: string) =>
  name.charAt(0) + name.slice(1).replace(/ [A-Z](?=[a-z])/g, (word) => word.toLowerCase());
