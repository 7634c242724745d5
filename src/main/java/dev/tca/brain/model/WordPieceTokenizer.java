package dev.tca.brain.model;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * BERT's WordPiece tokenizer, read from a Hugging Face tokenizer.json: the BertNormalizer (clean
 * text, space around CJK ideographs, strip accents, lowercase), the BertPreTokenizer (split on
 * whitespace and punctuation) and greedy longest-match WordPiece, then [CLS] ... [SEP]. Written
 * here because it is small; a test proves it equal to Hugging Face's own on 200+ strings.
 */
public final class WordPieceTokenizer {

    private final Map<String, Integer> vocab;
    private final boolean lowercase;
    private final boolean stripAccents;
    private final String prefix;
    private final int maxCharsPerWord;
    private final int unk;
    private final int cls;
    private final int sep;
    private final int maxLength;

    private WordPieceTokenizer(Map<String, Integer> vocab, boolean lowercase, boolean stripAccents, String prefix,
                               int maxCharsPerWord, String unk, int maxLength) {
        this.vocab = vocab;
        this.lowercase = lowercase;
        this.stripAccents = stripAccents;
        this.prefix = prefix;
        this.maxCharsPerWord = maxCharsPerWord;
        this.unk = id(vocab, unk);
        this.cls = id(vocab, "[CLS]");
        this.sep = id(vocab, "[SEP]");
        this.maxLength = maxLength;
    }

    private static int id(Map<String, Integer> vocab, String token) {
        Integer id = vocab.get(token);
        if (id == null) {
            throw new IllegalArgumentException("the vocabulary has no " + token + " token");
        }
        return id;
    }

    /**
     * Reads tokenizer.json; refuses anything that is not a BERT-style WordPiece tokenizer. The
     * 30,000-entry vocabulary is streamed straight into a map: building a JSON tree of it first
     * doubled the model's load time.
     */
    public static WordPieceTokenizer read(InputStream json) throws IOException {
        Map<String, Integer> vocab = new HashMap<>(64_000);
        String type = "";
        String unk = "[UNK]";
        String prefix = "##";
        int maxChars = 100;
        int maxLength = 512;
        JsonNode lowercaseNode = null;
        JsonNode stripNode = null;
        try (JsonParser p = new JsonFactory().createParser(json)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                throw new IllegalArgumentException("tokenizer.json is not a JSON object");
            }
            ObjectMapper mapper = new ObjectMapper();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                switch (field) {
                    case "model" -> {
                        while (p.nextToken() == JsonToken.FIELD_NAME) {
                            String name = p.currentName();
                            JsonToken value = p.nextToken();
                            if (name.equals("vocab") && value == JsonToken.START_OBJECT) {
                                while (p.nextToken() == JsonToken.FIELD_NAME) {
                                    String token = p.currentName();
                                    p.nextToken();
                                    vocab.put(token, p.getIntValue());
                                }
                            } else if (name.equals("type")) {
                                type = p.getValueAsString("");
                            } else if (name.equals("unk_token")) {
                                unk = p.getValueAsString(unk);
                            } else if (name.equals("continuing_subword_prefix")) {
                                prefix = p.getValueAsString(prefix);
                            } else if (name.equals("max_input_chars_per_word")) {
                                maxChars = p.getValueAsInt(maxChars);
                            } else {
                                p.skipChildren();
                            }
                        }
                    }
                    case "normalizer" -> {
                        JsonNode norm = mapper.readTree(p);
                        if (norm != null) {
                            lowercaseNode = norm.get("lowercase");
                            stripNode = norm.get("strip_accents");
                        }
                    }
                    case "truncation" -> {
                        JsonNode t = mapper.readTree(p);
                        if (t != null && t.has("max_length")) {
                            maxLength = t.get("max_length").asInt(maxLength);
                        }
                    }
                    default -> p.skipChildren();
                }
            }
        }
        if (!"WordPiece".equals(type)) {
            throw new IllegalArgumentException("tokenizer.json is not a WordPiece tokenizer (model type '" + type + "')");
        }
        boolean lower = lowercaseNode == null || lowercaseNode.asBoolean(true);
        // Hugging Face: strip_accents null means "follow lowercase"
        boolean strip = stripNode == null || stripNode.isNull() ? lower : stripNode.asBoolean();
        return new WordPieceTokenizer(vocab, lower, strip, prefix, maxChars, unk, maxLength);
    }

    /** Token ids with [CLS] and [SEP], truncated to the model's maximum length. */
    public long[] encode(String text) {
        List<Integer> ids = new ArrayList<>();
        ids.add(cls);
        for (String word : preTokenize(normalize(text))) {
            wordPiece(word, ids);
            if (ids.size() >= maxLength - 1) {
                break;
            }
        }
        List<Integer> body = ids.size() > maxLength - 1 ? ids.subList(0, maxLength - 1) : ids;
        long[] out = new long[body.size() + 1];
        for (int i = 0; i < body.size(); i++) {
            out[i] = body.get(i);
        }
        out[out.length - 1] = sep;
        return out;
    }

    String normalize(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == 0 || cp == 0xfffd || isControl(cp)) {
                return;
            }
            if (isWhitespace(cp)) {
                sb.append(' ');
            } else if (isCjk(cp)) {
                sb.append(' ').appendCodePoint(cp).append(' ');
            } else {
                sb.appendCodePoint(cp);
            }
        });
        String s = sb.toString();
        if (stripAccents) {
            s = Normalizer.normalize(s, Normalizer.Form.NFD).replaceAll("\\p{Mn}", "");
        }
        return lowercase ? s.toLowerCase(Locale.ROOT) : s;
    }

    static List<String> preTokenize(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        text.codePoints().forEach(cp -> {
            if (isWhitespace(cp)) {
                flush(current, words);
            } else if (isPunctuation(cp)) {
                flush(current, words);
                words.add(new String(Character.toChars(cp)));
            } else {
                current.appendCodePoint(cp);
            }
        });
        flush(current, words);
        return words;
    }

    private static void flush(StringBuilder current, List<String> words) {
        if (current.length() > 0) {
            words.add(current.toString());
            current.setLength(0);
        }
    }

    private void wordPiece(String word, List<Integer> out) {
        int[] cps = word.codePoints().toArray();
        if (cps.length > maxCharsPerWord) {
            out.add(unk);
            return;
        }
        List<Integer> pieces = new ArrayList<>();
        int start = 0;
        while (start < cps.length) {
            int end = cps.length;
            Integer found = null;
            while (start < end) {
                String sub = new String(cps, start, end - start);
                Integer id = vocab.get(start > 0 ? prefix + sub : sub);
                if (id != null) {
                    found = id;
                    break;
                }
                end--;
            }
            if (found == null) {
                out.add(unk);
                return;
            }
            pieces.add(found);
            start = end;
        }
        out.addAll(pieces);
    }

    private static boolean isWhitespace(int cp) {
        int t = Character.getType(cp);
        return cp == ' ' || cp == '\t' || cp == '\n' || cp == '\r' || t == Character.SPACE_SEPARATOR
                || t == Character.LINE_SEPARATOR || t == Character.PARAGRAPH_SEPARATOR;
    }

    private static boolean isControl(int cp) {
        if (cp == '\t' || cp == '\n' || cp == '\r') {
            return false;
        }
        int type = Character.getType(cp);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.PRIVATE_USE
                || type == Character.SURROGATE || type == Character.UNASSIGNED;
    }

    private static boolean isPunctuation(int cp) {
        if ((cp >= 33 && cp <= 47) || (cp >= 58 && cp <= 64) || (cp >= 91 && cp <= 96) || (cp >= 123 && cp <= 126)) {
            return true;
        }
        int t = Character.getType(cp);
        return t == Character.CONNECTOR_PUNCTUATION || t == Character.DASH_PUNCTUATION || t == Character.START_PUNCTUATION
                || t == Character.END_PUNCTUATION || t == Character.INITIAL_QUOTE_PUNCTUATION
                || t == Character.FINAL_QUOTE_PUNCTUATION || t == Character.OTHER_PUNCTUATION;
    }

    private static boolean isCjk(int cp) {
        return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) || (cp >= 0x20000 && cp <= 0x2A6DF)
                || (cp >= 0x2A700 && cp <= 0x2B73F) || (cp >= 0x2B740 && cp <= 0x2B81F) || (cp >= 0x2B820 && cp <= 0x2CEAF)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x2F800 && cp <= 0x2FA1F);
    }
}
