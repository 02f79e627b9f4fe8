import type { PerLanguage } from "./text.ts";

/** Function words (folded) left out of a claim's frame: articles, pronouns, auxiliaries, prepositions. */
const LISTS: PerLanguage<string> = {
  en: "a an the and or but so to of in on at by for with from as into onto about than then that this these those there here it its it's is am are was were be been being do does did done have has had having i me my mine we us our you your he him his she her they them their who whom which what when where why how all any some very also just only still even too again yet not no never s t d ll m ve re one day hereby wish confirm declare",
  es: "el la los las un una unos unas y e o u pero que de del al a en con por para sin sobre entre desde hasta como cuando donde quien cual lo le les se me te nos mi mis tu tus su sus yo tu el ella nosotros ellos ellas es son era eran fue fueron ser estar esta estaba estuve he ha han habia hay muy tambien ya aun solo mas no nunca este esta esto ese esa eso aquel dia declaro manifiesto ratifico aquello aquella aquellos aquellas",
  pt: "o a os as um uma uns umas e ou mas que de do da dos das ao aos à a em no na nos nas com por para pelo pela sem sobre entre desde ate como quando onde quem qual lhe lhes se me te nos meu minha meus minhas seu sua eu tu ele ela nos eles elas e sao era eram foi foram ser estar esta estava estive tenho tem tinha muito tambem ja ainda so mais nao nunca este esta isto esse essa isso aquele dia num numa nuns numas dum duma neste nesta nesse nessa naquele naquela declaro venho aquilo aquela aquelas aqueles gente",
  de: "beim der die das den dem des ein eine einen einem einer eines da so ja gar also halt mal doch eben und oder aber dass daß zu von vom zum zur in im an am auf aus bei mit nach seit fur für uber über unter vor durch als wie wenn wo wer was ich mich mir mein meine meinen meinem du er sie es wir ihr ihm ihn sein seine ist bin sind war waren gewesen habe hat hatte hatten haben wird dat det wurde worden sehr auch schon noch nur nicht nie kein keine dieser diese dieses jener tag hiermit erklare versichere meines meiner unser unsere unseres unserer unserem unseren seines seiner seinem seinen ihre ihres ihrer ihrem ihren",
  fr: "bon ben bah voila franchement le la les l un une des du de d et ou mais que qu qui quoi dont a au aux en dans sur sous par pour avec sans entre depuis jusqu comme quand ou je j me m moi mon ma mes tu te ton ta il elle on nous vous ils elles se s son sa ses leur leurs lui y est suis es sont etait etais ete etre ai as avait avais avons ont eu tres aussi deja encore seulement plus ne n pas jamais ce cet cette ces ceci cela ca jour declare atteste soussigne soussignee",
};

export const STOPWORDS: PerLanguage<ReadonlySet<string>> = {
  en: new Set(LISTS.en.split(" ")),
  es: new Set(LISTS.es.split(" ")),
  pt: new Set(LISTS.pt.split(" ")),
  de: new Set(LISTS.de.split(" ")),
  fr: new Set(LISTS.fr.split(" ")),
};
