package dev.tca.tasks;

import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/** One check of the application's own state; each says why it failed in words a person can act on. */
public sealed interface Checker {

    /** Pass, or fail with the reason. */
    record Result(boolean passed, String reason) {
        static Result pass() {
            return new Result(true, "");
        }

        static Result fail(String reason) {
            return new Result(false, reason);
        }
    }

    Result check(Outcome o);

    /** The checks a task's expectations ask for, in a fixed order: state, exit code, stdout, file, answer. */
    static List<Checker> of(Expect e) {
        List<Checker> all = new ArrayList<>();
        if (!e.state().isEmpty()) {
            all.add(new PageState(e.state()));
        }
        if (e.exitCode() != null) {
            all.add(new ExitCode(e.exitCode()));
        }
        if (e.stdout() != null) {
            all.add(new Stdout(e.stdout()));
        }
        if (e.file() != null) {
            all.add(new FileWritten(e.file()));
        }
        if (e.answer() != null) {
            all.add(new Answer(e.answer()));
        }
        return List.copyOf(all);
    }

    /** All checks of a task; the first failure is the reason. */
    static Result all(List<Checker> checks, Outcome o) {
        for (Checker c : checks) {
            Result r = c.check(o);
            if (!r.passed()) {
                return r;
            }
        }
        return Result.pass();
    }

    /** Every expected key of the page's state has the expected JSON value (other keys are free). */
    record PageState(Map<String, JsonNode> expected) implements Checker {
        public Result check(Outcome o) {
            if (o.pageState() == null) {
                return Result.fail("the page never reported its state");
            }
            for (var e : expected.entrySet()) {
                JsonNode got = o.pageState().get(e.getKey());
                if (!e.getValue().equals(got)) {
                    return Result.fail("page state " + e.getKey() + " = " + got + ", expected " + e.getValue());
                }
            }
            return Result.pass();
        }
    }

    /** The app ended with this exit code (zenity: 0 OK, 1 Cancel/No; xmessage: the button's code). */
    record ExitCode(int expected) implements Checker {
        public Result check(Outcome o) {
            if (o.appExit() == null) {
                return Result.fail("the app was still open (expected it to exit with " + expected + ")");
            }
            return o.appExit() == expected ? Result.pass() : Result.fail("the app exited with " + o.appExit() + ", expected " + expected);
        }
    }

    /** The app printed exactly this (trailing white space forgiven). */
    record Stdout(String expected) implements Checker {
        public Result check(Outcome o) {
            String got = o.appStdout().stripTrailing();
            return got.equals(expected) ? Result.pass() : Result.fail("the app printed '" + got + "', expected '" + expected + "'");
        }
    }

    /** The app wrote this file with this content (trailing new lines forgiven). */
    record FileWritten(Expect.FileContent expected) implements Checker {
        public Result check(Outcome o) {
            Path p = Path.of(expected.path());
            if (!Files.isRegularFile(p)) {
                return Result.fail("no file at " + p);
            }
            try {
                String got = Files.readString(p).stripTrailing();
                return got.equals(expected.content().stripTrailing()) ? Result.pass()
                        : Result.fail(p.getFileName() + " holds '" + got + "', expected '" + expected.content() + "'");
            } catch (IOException e) {
                return Result.fail("cannot read " + p + ": " + e.getMessage());
            }
        }
    }

    /** tca printed a line "answer: ..." holding the expected answer as a whole word (case, commas and $ forgiven). */
    record Answer(String expected) implements Checker {
        public Result check(Outcome o) {
            List<String> answers = o.tcaOutput().lines().map(String::strip)
                    .filter(l -> l.toLowerCase(Locale.ROOT).startsWith("answer:")).toList();
            if (answers.isEmpty()) {
                return Result.fail("tca printed no 'answer:' line (expected " + expected + ")");
            }
            String got = answers.get(answers.size() - 1).substring("answer:".length()).strip();
            // "3" must not pass inside "13" or "3.5": the expected answer stands alone
            Pattern whole = Pattern.compile("(?<![\\w.])" + Pattern.quote(norm(expected)) + "(?![\\w]|\\.\\d)");
            return whole.matcher(norm(got)).find() ? Result.pass() : Result.fail("tca answered '" + got + "', expected " + expected);
        }

        static String norm(String s) {
            return s.toLowerCase(Locale.ROOT).replaceAll("[,$€£]", "").replaceAll("\\s+", " ").strip();
        }
    }
}
