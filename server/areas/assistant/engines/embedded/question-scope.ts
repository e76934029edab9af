import { isOfKind } from "../../understanding/organisation-names.js";
import {
  fold,
  type NamedOrganisation,
  type QuestionAnalysis,
} from "../../understanding/question-analysis.js";
import type { AnswerScope } from "../engine.js";
import { genericOrganisationWords } from "./subject-match.js";

/**
 * The scope narrowed to the organisations the question names, or to the boards ("the board")
 * or the committees ("the committee") when it names none, as long as that leaves one.
 */
export function narrowed(scope: AnswerScope, analysis: QuestionAnalysis): AnswerScope {
  const keep = (test: (o: AnswerScope["organisations"][number]) => boolean) => {
    const organisations = scope.organisations.filter(test);
    return organisations.length ? { ...scope, organisations } : scope;
  };
  if (analysis.organisations.length) {
    // A committee's limits and rules are written in its board's documents too.
    const parents = scope.organisations
      .filter((o) => analysis.organisations.includes(o.id) && o.parentId)
      .map((o) => o.parentId);
    return keep(
      (o) =>
        analysis.organisations.includes(o.id) ||
        ((analysis.topic === "document" || analysis.body === "board") && parents.includes(o.id)),
    );
  }
  if (analysis.body === "board") return keep((o) => o.parentId === null);
  if (analysis.body === "committee") return keep((o) => o.parentId !== null);
  return scope;
}

/**
 * "What do I still owe the club?", "what did the school decide about…": the asker's own
 * organisation said in passing is not the subject; when one organisation alone is called so, the
 * question is about it.
 */
export function saidInPassing(
  question: string,
  asked: QuestionAnalysis,
  organisations: readonly NamedOrganisation[],
): QuestionAnalysis {
  let analysis = asked;
  // "What did the soccer league decide?", "when is the foundation's next board meeting?",
  // asked by someone who reads no league or foundation: an organisation they do not read.
  // "An interest in the surf club", "the grant to the league": something the records may
  // mention, not whose records are asked for.
  const q = fold(question);
  // "Who has declared an interest in Afon Ddu Enterprises?": the body declared, not whose
  // register is read.
  const declaredIn =
    analysis.topic === "interest" ? /\binterests? in (.+)$/.exec(q)?.[1] : undefined;
  if (declaredIn) {
    const named = (o: NamedOrganisation) => {
      const words = fold(o.name)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length > 2 && !/^(ltd|limited|inc|the|and|plc|cyf)$/.test(w));
      return words.length > 0 && words.every((w) => new RegExp(`\\b${w}\\b`).test(declaredIn));
    };
    const declared = new Set(organisations.filter(named).map((o) => o.id));
    if (declared.size > 0)
      analysis = {
        ...analysis,
        organisations: analysis.organisations.filter((id) => !declared.has(id)),
      };
  }
  const kind = [
    ...q.matchAll(
      /\bthe ((?:[a-z]+ )?(club|trust|society|foundation|league|association|federation|co-?op|co-?operative))(?:'s)?\b/g,
    ),
  ].find(
    (m) =>
      !/^(in|with|to|from|for|on|at|by|about|of|into|towards|against|give|gave|given|giving|pay|paid|paying|owe|owes|fund|funded|lend|lent|sponsor|sponsored|donate|donated|thank|thanked|support|supported)$/.test(
        q.slice(0, m.index).trim().split(/\s+/).at(-1) ?? "",
      ),
  );
  if (
    kind?.[2] &&
    analysis.topic !== "interest" &&
    !analysis.unknownOrganisation &&
    !organisations.some((o) => isOfKind(o, kind[2] ?? ""))
  )
    return { ...analysis, unknownOrganisation: kind[1] ?? kind[2] };
  const generic = genericOrganisationWords(question, organisations);
  if (generic.size === 0) return analysis;
  // "The board", "the committee" say which kind (QuestionAnalysis.body), not which one.
  const naming = [...generic].filter(
    (w) => !/^(board|boards|committee|committees|trustees)$/.test(w),
  );
  const called = organisations.filter((o) => {
    const words = fold(o.name).split(/[^a-z0-9]+/);
    return naming.length > 0 && naming.every((w) => words.includes(w));
  });
  return {
    ...analysis,
    subject: analysis.subject.filter((w) => !generic.has(w)),
    organisations:
      analysis.organisations.length === 0 && called.length === 1 && called[0]
        ? [called[0].id]
        : analysis.organisations,
  };
}
