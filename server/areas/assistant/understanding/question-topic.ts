import { meetingKindOf } from "./meeting-kinds.js";

/** What a question is about: the records that answer it (see QuestionAnalysis). */
export type QuestionTopic =
  | "meeting"
  | "attendance"
  | "agenda"
  | "decision"
  | "vote"
  | "action"
  | "interest"
  | "document";

/** Interest paid or earned, a dividend or a result declared: words of money, not of conflicts. */
const moneyInterest =
  /\binterest (rates?|paid|payable|income|charges?|costs?|cover|free|only|on (the |our |its |their )?(loans?|shares?|deposits?|savings|balances?|reserves|investments?|borrowing|debt|facility|mortgage))\b|\b(pay|paid|paying|pays|earn|earned|earning|earns|charge|charged|charging|accrued?) (\w+ )?interest\b|\binterest-only\b|\bdividends?\b|\bdeclared (re-?)?elected\b|\bdeclared (the )?(result|winner|open|closed)\b/;

/**
 * The kind of question, from its words: a rule (read in the documents), an interest, an action,
 * attendance, a vote, a decision, a meeting's business or a meeting. `q` is the folded question;
 * `asksMover` and `lostOnly` are read by the analysis, which needs them too.
 */
export function questionTopic(
  q: string,
  asked: { asksMover: boolean; lostOnly: boolean },
): QuestionTopic | null {
  // "What was discussed at the strategy day? I couldn't make it": what is asked is the question,
  // not the remark beside it.
  const remark = q.match(/^(.*\?)\s+([^?]+)$/);
  if (remark?.[1] && /[a-z]/.test(remark[2] ?? "")) {
    const topic = questionTopic(remark[1], asked);
    if (topic) return topic;
  }
  const has = (pattern: RegExp) => pattern.test(q);
  const { asksMover, lostOnly } = asked;
  // "Who has to sign…", "up to what amount can the committee approve…", "are we meant to…":
  // a rule, asked in the present, is read in the governance documents, not the records.
  const asksRule =
    (has(
      /\b(must|has to|have to|needs? to|meant to|supposed to|required to|allowed to|entitled to|permitted to|obliged to|eligible)\b/,
    ) ||
      has(
        /\b(can|may|could)\b[^?]{0,40}\b(approve|sign|spend|vote|decide|appoint|borrow|invest|delegate|serve|stand|remove|co-?opt)\b/,
      ) ||
      has(
        /\b(get|gets|have|has|hold|holds) (a|an) (casting |deliberative |second )?vote\b|\bvoting rights?\b/,
      ) ||
      // "Above what amount does spending need a board resolution?": what it needs, a rule.
      has(/\b(does|do) (a |an |the |any )?[a-z-]+( [a-z-]+)? need (a|an|the|to)\b/) ||
      // "If I'm conflicted on something, what do I do?", "who do I tell if…": a rule.
      has(
        /^if\b[^?]*\bwhat (do|should|must|would|can) (i|we)\b|\bwhat (do|should|must) (i|we) do (if|when|about)\b|\bwho (do|should) (i|we) (tell|talk to|report to|contact|notify|inform)\b/,
      )) &&
    !has(/\b(did|was|were|has been|have been|had|last|ago|yesterday)\b/) &&
    !has(/\bcan (you|u)\b|\bcan i (see|get|have|view|find|read|look)\b/) &&
    // "What do I still need to do for my slip?": the asker's actions; "what do I need to do if
    // I'm conflicted?" is still a rule.
    !has(
      /\b(i|we) (still )?(need|have|got) to do\b(?! (if|when|before|about|so|to)\b)|\b(am|are) (i|we) (supposed|meant) to be doing\b/,
    );
  let topic: QuestionTopic | null = null;
  const policyWords =
    /\b(policy|policies|deed|constitution|terms of reference|quorum|delegat\w*|limit|charter|procedure|rules?)\b/;
  // "Under the health and safety policy, who reports incidents?": what that document says.
  const underDocument =
    (has(
      /\b(under|according to|in|per|by) (the|our|its|their) ([a-z&'-]+ ){0,5}(policy|policies|deed|constitution|terms of reference|charter|code of conduct|rules|by-?laws|handbook|standing orders|declaration|regs|regulations|operating agreement)\b(?! (review|update|change|amendment|draft|consultation|paper|of interest|register))/,
    ) ||
      // "What does the declaration say about balconies?", "what do the rules and regs say…": what a
      // governing document says, in the present ("what did the minutes say" is the records).
      has(
        /\bwhat (does|do) (the|our) ([a-z&'-]+ ){0,4}(policy|policies|deed|constitution|charter|code|rules|by-?laws|handbook|orders|declaration|regs|regulations|agreement|covenants|articles) (say|says|state|provide|allow|require)\b/,
      )) &&
    !has(/\b(did|was|were|had)\b/);
  // "How long have I got to…", "what's the deadline": a rule, read in the documents.
  if (underDocument) topic = "document";
  // "Did we have a quorum at the 2026 annual meeting?": what the minutes record of it.
  else if (
    has(
      /\b(did|do) (we|they|you|the [a-z]+)( [a-z]+)? (have|get|reach|make|achieve) (a )?quorum\b|\b(was|were) (there|it|we|they) (a )?(quorum|quorate|inquorate)\b/,
    )
  )
    topic = "attendance";
  else if (
    has(
      /\bhow (long|soon|quickly) (do|does|have|has|must|should|can|is|are)\b|\bdeadline\b|\btime limit\b/,
    ) ||
    // "How much notice do governors get?", "how many members do we need to be quorate?"
    (has(
      /\bhow much notice\b|\bnotice period\b|\bhow many (clear )?(days|weeks)'? notice\b|\bhow many\b[^?]*\b(do|does) (we|you|i|it|they|the \w+) need\b/,
    ) &&
      !has(/\b(did|was|were|had)\b/))
  )
    topic = "document";
  else if (asksRule) topic = "document";
  // "The MD's capex approval limit", "signing authority": a delegated limit, written in a policy.
  else if (
    has(
      /\b(approval|spending|signing|sign-off|financial|delegated|capex) (limits?|authority|thresholds?)\b/,
    )
  )
    topic = "document";
  else if (
    (has(
      /\b(interest|interests|declared|declaration|conflicts? of interest|conflicted|recused?)\b|\b(a|any) conflicts? (with|over|on)\b|\b(leave|left|leaving|step(ped)? out of) the (room|meeting)\b/,
    ) ||
      (has(/\b(on|in) the register\b|\bregister of interests\b/) &&
        !has(/\bregister of (members|directors|shareholders|trustees|charges|gifts|seals)\b/))) &&
    !has(/\bpolicy\b|\brequire/) &&
    // "What interest rate did the co-op pay?", "the dividend declared": money, not a conflict.
    !(has(moneyInterest) && !has(/\bconflict|\bregister\b|\binterests\b/))
  )
    topic = "interest";
  else if (
    has(
      /\b(action|actions|to-?dos?|(?<!asked )to do|tasks?|follow[- ]?ups?)\b|\bwho owns\b|\bassigned to\b|\bresponsible for\b|\bin charge of\b|\bon my plate\b|\bmeant to be\b|\bsupposed to be doing\b|\bwho(?:'s| is| are) (working|helping) (with )?(me|us)\b|\bwho(?:'s| is) doing\b|\bwho(?:'s| is| are) looking into\b|\bfall(?:s|ing)? due\b|\bdue (?:this|next|by)\b|\bwhen (?:is|are|was|were) (?:the|my|our) [^?]*\bdue (?:to be|for|back)\b|\b(i|we|he|she|they) (still )?owes?\b|\bon the hook\b|\bchas(e|es|ing)\b|\bmy (action |to-?do |task )?list\b/,
    ) ||
    has(/\b(i|we|i've|we've)\b[^?]*\boutstanding\b|\boutstanding (for|on|with) (me|us)\b/) ||
    has(
      /\bstill open\b|\bwhat(?:'s| is) (?:still )?open\b|\bopen items\b|\b(i|we|he|she|they) (have|has|got) open\b|\bpoint (person )?on\b/,
    )
  )
    topic = has(/\bpolicy\b/) ? "document" : "action";
  else if (
    // "I missed the November meeting: who moved the budget?" asks who moved it.
    !asksMover &&
    !has(/\bwhat was the (vote|tally)\b/) &&
    has(
      /\b(attend|attended|attendance|apolog(y|ies)|present at|absent|missed|missing|who was there|who were there|who was at|who were at|who came|make it to|made it to|turn(ed)? up|show(ed)? up|couldn't make|could not make|couldnt make|unable to attend|not there|away (for|from|at)|(?<!near )miss|(?<!near )misses)\b|\b(been|come|came|went) to (the|that|this|any|all|every|many|of)\b|\bdid (?!it\b)(i|you|he|she|they|[a-z]+) (make|come) (it|to|the)\b|\bhave i been to\b|\bwho was away\b|\bwho (wasn'?t|was not|weren'?t|were not) (at|there)\b/,
    )
  )
    topic = "attendance";
  else if (
    has(/\b(tally|votes?|voted|voting|ballot)\b|\bwho (opposed|supported|abstained|dissented)\b/) ||
    lostOnly
  )
    topic = "vote";
  // "Did the July board meeting go ahead?": whether it was held, not a decision.
  // "Did the trustees' meeting planned for 26 September go ahead?", "did the AGM take place?"
  else if (
    has(
      /\b(meeting|mtg|agm|egm)s?\b(?:(?!\b(agree|decid|approv|vot|resolv|plan to|want))[^?]){0,50}\b(still )?((go|went|goes|gone|going) ahead|(take|took|taken|taking) place)\b/,
    )
  )
    topic = "meeting";
  else if (
    asksMover ||
    has(
      /\b(decide|decided|deciding|decision|decisions|resolved?|resolution|agreed?|agreeing|approve|approved|approves|approving|approval|carried|passed|adopt|adopted|endorsed?|ratified)\b|\b(get|got|gets) up\b|\b(go|went|goes|gone) (ahead|thru|through)\b|\bsign(ed)? off\b|\bgreen ?lit\b|\bgreen ?light(ed)?\b/,
    )
  )
    topic = "decision";
  // "Who won the co-option?", "who was co-opted?": whom a vote chose.
  else if (
    has(
      /\bwho (won (the |a )?(co-?option|election|by-election|vote|ballot|seat|poll|vacancy)\b|(got|was) co-?opted\b)/,
    )
  )
    topic = "decision";
  // "Remind me what happened with the pet policy": what was decided about it, over time.
  else if (has(/\bwhat (ever )?(happened|became|came) (with|to|of) (the|our)\b/))
    topic = "decision";
  // A rule is asked of the documents even when it is about meetings or agenda items ("the
  // quorum for a meeting", "a conflict on an agenda item: what does our policy say").
  else if (has(/\b(policy|policies|deed|terms of reference)\b/)) topic = "document";
  else if (
    has(
      /\bagenda\b|\bwhat(?:'s|s| is| was)? (on|discussed|covered)\b|\bdiscussing\b|\bwhat (are|is|will) (we|they|you|the \w+) (be )?covering\b|\b(going|coming) (to|before) (the |our )?(\w+ )?(board|committee|meeting|trustees|directors)\b|\bwhat did (we|they|the \w+) (cover|go over|look at)\b|\bcoming up (at|for|on)\b|\b(take|takes|taking|took) up\b|\bitems?\b|\btopics?\b|\bdiscuss(ed)?\b|\bcame up\b|\btalked about\b|\bcovered\b|\bwhat (will|does|did|is|was) [^?]*\b(meeting|board|committee|agm|adm)\b[^?]*\b(cover|deal with|dealt with|be dealing with)\b|\bwhat(?:'s|s| is| are)? coming (to|before)\b|\band (is|are) (the |our |a |an )?[a-z0-9' -]+ on (it|there)\?*$|\bwhat (is|was|were|will) (the|that|this|our) [^?]*\b(meeting|agm|egm|adm|atm|retreat|day|session|workshop)( [a-z0-9]+){0,5} (be )?about\b/,
    )
  )
    topic = "agenda";
  else if (has(policyWords)) topic = "document";
  else if (
    has(
      /\b(meet|meeting|meetings|met|hui|agm|egm|adm|convene[ds]?|gather(ed)?)\b|\bget together\b|\bgot together\b/,
    )
  )
    topic = "meeting";

  // "Whose terms are up at the AGM?", "what is the AGM being asked to do?": its business.
  if (
    (topic === "meeting" ||
      topic === null ||
      ((topic === "vote" || topic === "decision") &&
        has(/\bbe voting on\b|\bbeing (asked|proposed|put)\b/))) &&
    has(/\b(agm|meeting|egm)\b/) &&
    has(
      /\bwhose\b|\bup (at|for)\b|\basked to\b|\bbeing (decided|voted on|elected|put)\b|\bcalled for\b|\bvoting on\b|\bbe voting\b/,
    )
  )
    topic = "agenda";
  // "What's overdue for the board?", "what's Marcus got outstanding?", "what did I get lumped
  // with?": actions, though the word is not said.
  if (
    topic === null &&
    has(
      /\b(overdue|outstanding)\b|\b(lumped|landed|stuck|saddled) with\b|\bon (my|his|her|their) plate\b|\b(finished|completed|done)\b[^?]*\byet\b/,
    )
  )
    topic = "action";

  // "Anything of mine due next week?", "what's due this month?": actions by when they are due.
  if (
    topic === null &&
    has(/\b(anything|what(?:'s|s| is| are)?|whats|something)( \w+){0,3} due\b(?! (to|date)\b)/) &&
    !has(
      /\b(fees?|rent|payments?|invoices?|reports?|returns?|accounts|agar|audit|levy|subs)\b[^?]*\bdue\b/,
    )
  )
    topic = "action";

  // "How many times have we set membership fees?": decisions, though not called so.
  if (topic === null && has(/\b(we|they|the board|the committee) (set|fixed)\b/))
    topic = "decision";

  // "What happened with the catering proposal (at the September meeting)?": what was decided
  // about it.
  if (
    (topic === null || topic === "meeting") &&
    has(/\bwhat (happened|became) (to|with|of)\b|\bwhat came of\b|\b(the )?outcome of\b/)
  )
    topic = "decision";

  // "When and where was the 2025 strategy day held?": a meeting of that kind.
  if (topic === null && meetingKindOf(q)) topic = "meeting";
  return topic;
}
