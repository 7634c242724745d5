package dev.tca.doctor;

import java.util.Objects;

/**
 * The outcome of one preflight check.
 *
 * @param required a failed required check makes the doctor exit non-zero
 * @param fix      what to do about a failure; empty when it passed
 */
public record Check(String name, Status status, String detail, String fix, boolean required) {

    public enum Status { OK, WARN, FAIL }

    public Check {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(status, "status");
        detail = detail == null ? "" : detail;
        fix = fix == null ? "" : fix;
    }

    public static Check ok(String name, String detail) {
        return new Check(name, Status.OK, detail, "", true);
    }

    public static Check warn(String name, String detail, String fix) {
        return new Check(name, Status.WARN, detail, fix, false);
    }

    public static Check fail(String name, String detail, String fix, boolean required) {
        return new Check(name, Status.FAIL, detail, fix, required);
    }

    public boolean blocks() {
        return status == Status.FAIL && required;
    }
}
