import { Bot, Database } from 'lucide-react';
import type { TChatAnswer } from '@shared/ai-insights/ai-schemas';
import { AnswerSources } from './answer-sources';

/** Says how an answer was made: computed from the records, or worded by the configured model. */
const ANSWERED_BY_NOTE: Record<TChatAnswer['answeredBy'], string> = {
  rules: 'Answered from your records',
  model: 'Phrased by your AI model',
};

export function QuestionBubble({ text }: { text: string }) {
  return (
    <div className="ml-auto max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-3 py-2 text-sm break-words whitespace-pre-line text-primary-foreground">
      <span className="sr-only">You asked: </span>
      {text}
    </div>
  );
}

export function AnswerBubble({ answer }: { answer: TChatAnswer }) {
  const NoteIcon = answer.answeredBy === 'model' ? Bot : Database;
  return (
    <div className="mr-auto grid max-w-[90%] gap-2 rounded-2xl rounded-bl-sm border bg-card px-3 py-2 text-sm text-card-foreground">
      <p className="break-words whitespace-pre-line">
        <span className="sr-only">Assistant: </span>
        {answer.response}
      </p>
      <AnswerSources sources={answer.sources} />
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <NoteIcon className="size-3.5" aria-hidden />
        {ANSWERED_BY_NOTE[answer.answeredBy]}
      </p>
    </div>
  );
}
