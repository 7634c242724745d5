package dev.tca.brain.plan;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An order people ask a list for: "cheapest first", "sort by price, high to low", "newest first",
 * "best rated first", "alphabetically". Pages word the same order many ways ("Price: low to high",
 * "Lowest price", "Price ascending", "Price ↑"), so an order is a key and a direction, matched
 * against an option's words rather than by its letters.
 *
 * @param key       what is compared: price, date, rating, popularity, name or distance
 * @param ascending whether the smallest (cheapest, oldest, A, nearest) comes first
 */
public record SortOrder(String key, boolean ascending) {

    /** The container word a sort sub-goal carries: the box or button that holds the orders. */
    public static final String BOX = "Sort";

    private static final Pattern PRICE = words("price|prices|priced|cost|costs|cheap|cheapest|cheaper|expensive|pricey|"
            + "priciest|affordable");
    private static final Pattern DATE = words("date|dates|new|newest|newer|latest|recent|recently|oldest|older|old|added|"
            + "published|posted|released|arrival|arrivals");
    private static final Pattern RATING = words("rating|ratings|rated|reviewed|reviews|stars|score|best");
    private static final Pattern POPULAR = words("popular|popularity|bestselling|best-selling|best selling|bestsellers?|best sellers?|"
            + "trending|most viewed|top sellers?|sales");
    private static final Pattern NAME = words("name|names|title|alphabetical|alphabetically|a-z|a to z|z-a|z to a");
    private static final Pattern DISTANCE = words("distance|nearest|closest|near|nearby|farthest");
    private static final Pattern UP = words("low to high|lowest|ascending|asc|cheapest|cheap|least expensive|a-z|a to z|"
            + "oldest|old to new|older|nearest|closest|near to far|smallest|fewest|increasing|↑|▲");
    private static final Pattern DOWN = words("high to low|highest|descending|desc|most expensive|expensive|priciest|z-a|"
            + "z to a|newest|latest|most recent|recent|new to old|newer|best|top|most|farthest|largest|decreasing|↓|▼");

    /** "cheapest first", "newest first", "best rated first", "most popular first". */
    private static final Pattern FIRST = Pattern.compile("(?i)^(?:(?:show|list|sort|order|put|have|with)\\s+(?:them\\s+|it\\s+|"
            + "the\\s+[\\p{L} ]{1,30}?\\s+)?(?:with\\s+)?(?:the\\s+)?)?((?:the\\s+)?[\\p{L}-]+(?:\\s+[\\p{L}-]+){0,2})\\s+(?:ones?\\s+)?"
            + "(?:first|on\\s+top|at\\s+the\\s+top)$");
    /** "sort by price, low to high", "sorted by newest", "order them by rating", "sort alphabetically". */
    private static final Pattern BY = Pattern.compile("(?i)^(?:sort|sorted|order|ordered|arrange|rank|list)\\s+(?:(?:them|it|"
            + "(?:the|this|my|these|those)\\s+[\\p{L} ]{1,30}?)\\s+)?(?:by\\s+(?:the\\s+)?)?(.{2,40}?)$");
    /** "from cheapest to most expensive", "from low to high price". */
    private static final Pattern FROM_TO = Pattern.compile("(?i)\\bfrom\\s+(\\S+(?:\\s+\\S+)?)\\s+to\\s+(\\S+(?:\\s+\\S+)?)");

    private static Pattern words(String alternatives) {
        return Pattern.compile("(?i)(?<![\\p{L}\\p{N}])(?:" + alternatives + ")(?![\\p{L}\\p{N}])");
    }

    /** The order a clause asks for, or empty when it asks for none. */
    public static Optional<SortOrder> ask(String clause) {
        String c = clause.strip().replaceAll("[.!]+$", "");
        Matcher m = FIRST.matcher(c);
        if (m.matches()) {
            return of(c.replaceAll("(?i)\\b(?:first|on top|at the top)$", ""));
        }
        m = BY.matcher(c);
        if (m.matches() && (c.toLowerCase(Locale.ROOT).contains(" by ") || NAME.matcher(m.group(1)).find()
                || FROM_TO.matcher(c).find())) {
            Optional<SortOrder> order = of(m.group(1));
            Matcher range = FROM_TO.matcher(m.group(1));
            if (order.isPresent() && range.find() && UP.matcher(range.group(1)).find()) {
                return Optional.of(new SortOrder(order.get().key(), true));
            }
            return order;
        }
        return Optional.empty();
    }

    /** The order some words name ("Price: low to high", "cheapest", "Newest arrivals"), or empty. */
    public static Optional<SortOrder> of(String words) {
        String w = words.toLowerCase(Locale.ROOT);
        String key = PRICE.matcher(w).find() ? "price" : POPULAR.matcher(w).find() ? "popularity"
                : NAME.matcher(w).find() ? "name" : DISTANCE.matcher(w).find() ? "distance"
                : RATING.matcher(w).find() ? "rating" : DATE.matcher(w).find() ? "date" : null;
        if (key == null) {
            return Optional.empty();
        }
        Matcher upWords = UP.matcher(w);
        Matcher downWords = DOWN.matcher(w);
        boolean up = upWords.find();
        boolean down = downWords.find();
        if (up && down) {
            up = upWords.start() < downWords.start(); // "lowest to highest price"
        } else if (!up && !down) {
            up = key.equals("price") || key.equals("name") || key.equals("distance"); // each key's usual way
        }
        return Optional.of(new SortOrder(key, up));
    }

    /**
     * How well an option's words say this order: 2 when they say its key and direction, 1 when its key
     * and no direction (a plain "Customer rating" for the best rated first), 0 otherwise.
     */
    public int fit(String option) {
        Optional<SortOrder> said = of(option);
        if (said.isEmpty() || !said.get().key().equals(key)) {
            return 0;
        }
        String w = option.toLowerCase(Locale.ROOT);
        boolean directed = UP.matcher(w).find() || DOWN.matcher(w).find();
        if (!directed) {
            return ascending == said.get().ascending() ? 1 : 0;
        }
        return said.get().ascending() == ascending ? 2 : 0;
    }

    /** The order as a sub-goal's target, in words no superlative reads ("price: low to high"). */
    public String describe() {
        String dir = switch (key) {
            case "date" -> ascending ? "old to new" : "new to old";
            case "name" -> ascending ? "A to Z" : "Z to A";
            case "distance" -> ascending ? "near to far" : "far to near";
            default -> ascending ? "low to high" : "high to low";
        };
        return key + ": " + dir;
    }
}
