import { AlarmClockOff, ChevronLeft, ChevronRight, Clock, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';

import type { CertificationQuestion } from '../types';
import { allAnswered, answeredCount, canGoNext, emptyAnswers, formatCountdown, secondsLeft, type Answers } from '../utils/test-flow';

const LOW_TIME_SECONDS = 5 * 60;

/** What a running test shows: its questions and the server's deadline (the general test's or a track's). */
export interface RunningTest {
  deadline: string;
  questions: CertificationQuestion[];
}

/**
 * One question at a time with a countdown to the server's deadline. When time runs out the
 * answers are submitted if complete; otherwise the attempt ends with a 'Time is up' notice.
 * The general test (/certification) and the paid tracks both run in it.
 */
export function CertificationTestView({
  test,
  timeLimitMinutes,
  onSubmit,
  onExit,
  exitLabel = 'Back to Certification',
  submitting,
  now = Date.now,
}: {
  test: RunningTest;
  timeLimitMinutes: number;
  onSubmit: (answers: number[]) => void;
  onExit: () => void;
  exitLabel?: string;
  submitting: boolean;
  now?: () => number;
}) {
  const count = test.questions.length;
  const [answers, setAnswers] = useState<Answers>(() => emptyAnswers(count));
  const [index, setIndex] = useState(0);
  const [remaining, setRemaining] = useState(() => secondsLeft(test.deadline, now()));
  const [timeUp, setTimeUp] = useState(false);
  // The interval reads the latest answers and submit handler without restarting.
  const latest = useRef({ answers, onSubmit });
  useEffect(() => {
    latest.current = { answers, onSubmit };
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsLeft(test.deadline, now());
      setRemaining(left);
      if (left > 0) return;
      clearInterval(timer);
      const { answers: current, onSubmit: submit } = latest.current;
      if (allAnswered(current, count)) submit(current);
      else setTimeUp(true);
    }, 1000);
    return () => clearInterval(timer);
  }, [test.deadline, now, count]);

  if (timeUp) {
    return (
      <Card className="mx-auto max-w-2xl p-8 text-center">
        <AlarmClockOff aria-hidden="true" className="mx-auto h-12 w-12 text-red-500" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Time is up</h2>
        <p className="mt-2 text-slate-600">
          The {timeLimitMinutes}-minute limit ended with {answeredCount(answers)} of {plural(count, 'question')} answered, so this attempt could not be submitted.
        </p>
        <Button variant="outline" className="mt-6" onClick={onExit}>
          {exitLabel}
        </Button>
      </Card>
    );
  }

  const question = test.questions[index];
  const complete = allAnswered(answers, count);
  const last = index === count - 1;
  const choose = (option: number) => setAnswers((current) => current.map((answer, position) => (position === index ? option : answer)));

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">
          Question {index + 1} of {count}
          <span className="ml-2 text-slate-500">({answeredCount(answers)} answered)</span>
        </p>
        <p
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-mono text-sm font-semibold',
            remaining <= LOW_TIME_SECONDS ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-800',
          )}
          aria-label={`Time left ${formatCountdown(remaining)}`}
          role="timer"
        >
          <Clock aria-hidden="true" className="h-4 w-4" />
          {formatCountdown(remaining)}
        </p>
      </div>
      <div className="h-2 rounded-full bg-slate-100" aria-hidden="true">
        <div className="h-2 rounded-full bg-amber-500 transition-all" style={{ width: `${((index + 1) / count) * 100}%` }} />
      </div>

      <Card className="p-6 sm:p-8">
        <fieldset>
          <div className="flex flex-wrap gap-2">
            <Badge tone="blue">{question.category}</Badge>
            <Badge tone="slate">{question.difficulty}</Badge>
          </div>
          <legend className="sr-only">Question {index + 1}</legend>
          <p className="mt-4 text-lg font-semibold text-slate-900">{question.question}</p>
          <div className="mt-6 space-y-3">
            {question.options.map((option, optionIndex) => {
              const checked = answers[index] === optionIndex;
              return (
                <label
                  key={`${question.id}-${optionIndex}`}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 text-sm transition-colors',
                    checked ? 'border-amber-500 bg-amber-50' : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50',
                  )}
                >
                  <input
                    type="radio"
                    name={`question-${question.id}`}
                    checked={checked}
                    onChange={() => choose(optionIndex)}
                    className="mt-0.5 h-4 w-4 accent-amber-600"
                  />
                  <span className="text-slate-800">{option}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </Card>

      <div className="flex items-center justify-between gap-3">
        <Button variant="outline" onClick={() => setIndex((current) => Math.max(0, current - 1))} disabled={index === 0 || submitting}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
        </Button>
        {last ? (
          <Button onClick={() => complete && onSubmit(answers)} disabled={!complete || submitting}>
            {submitting ? <Spinner className="h-4 w-4 text-white" label="Submitting" /> : <Send aria-hidden="true" className="h-4 w-4" />}
            Submit Test
          </Button>
        ) : (
          <Button onClick={() => setIndex((current) => current + 1)} disabled={!canGoNext(answers, index) || submitting}>
            Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
    </div>
  );
}
