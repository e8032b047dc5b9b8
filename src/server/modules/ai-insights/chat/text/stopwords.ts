/**
 * Words that carry neither an intent nor a name: what is left of a question once these and the
 * intent keywords are removed is the name it asks about ("what do we spend on the Camry" → camry).
 * Fillers people type ("roughly", "these days") are here too, so they are never taken for a name
 * that the household does not have.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above actually add after included including again against all alltogether altogether also am an and any anymore
  anything approximately are arent around as ask asking at average avg be because been before being
  both but by can cant check combined could currently d did didnt do does doesnt doing done dont
  each either else entire especially ever every everything exactly for from get gets getting give go
  goes going gonna got had has have having he hello her here hers hey hi him his how hows i id if ill
  im in into is isnt it its ive just kind know let lets like ll look looking lot lots m many may me
  might mine more most much must my need needs no nope not now of off ok okay on one only or other
  our ours out over own please pls plz precisely quick quickly re really remind right roughly s say
  see she should show so some something sort still stuff t tell than thank thanks that thats the
  their theirs them then there theres these they thing things those to too u uh um under up us use
  used usually ve very via vs wanna want was we well were what whatre whats when whens where wheres
  whether which while who whole whom whos whose why with within wonder wondering would wouldnt ya
  yeah yes yet you your youre yours yourself current currently typically generally overall together total
  totals amount amounts figure number numbers per comes come came goes went makes make made takes
  take took handles handle handled manage manages managed decide decides decided whom set setup
  sets list hand hands across throughout through thru taken single draw drew drawn hold gone
  recurring this nido become becomes became basis dollars dollar bucks usd filed recorded entered tracked logged listed unrealized unrealised paper minus typical usual ones leaves pls plz assessment assessments sitting actually role roles anywhere
  kindly excuse pardon sorry dear sir madam full professional professionals notice notices place
  showing estimated subtract subtracting deduct deducting less measured adding spouses large big
  track tracks tracking asked asks`
    .split(/\s+/)
    .filter(Boolean),
);
