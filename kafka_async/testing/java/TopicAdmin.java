// One long-lived Java Admin client that creates topics for kafka_async's test harness.
//
// Why: kafka-topics.sh starts a JVM per topic (about 1.3 s on a two-core machine), and the
// test suite creates hundreds of topics. This program is the same Java Admin call
// (createTopics, then all().get(), as TopicCommand does) in one JVM that stays up. Run by
// kafka_async/testing/topic_admin.py in Java's single-file source mode.
//
// Protocol (stdin, one request per line, fields separated by tabs):
//   create <name> <partitions> <replication factor, or -1 for the broker's default> [key=value]...
// Answer (stdout, one line): "ok", or "error <exception class>: <message>".
// End of stdin closes the Admin client and exits.

import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ExecutionException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;

public class TopicAdmin {
    public static void main(String[] args) throws Exception {
        Properties props = new Properties();
        try (FileInputStream in = new FileInputStream(args[0])) {
            props.load(in);
        }
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader lines = new BufferedReader(
            new InputStreamReader(System.in, StandardCharsets.UTF_8));
        try (Admin admin = Admin.create(props)) {
            out.println("ready");
            String line;
            while ((line = lines.readLine()) != null) {
                out.println(answer(admin, line.split("\t", -1)));
            }
        }
    }

    private static String answer(Admin admin, String[] fields) {
        try {
            if (fields.length < 4 || !fields[0].equals("create")) {
                return "error IllegalArgumentException: not a create request";
            }
            int partitions = Integer.parseInt(fields[2]);
            short replicas = Short.parseShort(fields[3]);
            NewTopic topic = new NewTopic(fields[1], Optional.of(partitions),
                replicas < 0 ? Optional.empty() : Optional.of(replicas));
            Map<String, String> configs = new HashMap<>();
            for (int i = 4; i < fields.length; i++) {
                int eq = fields[i].indexOf('=');
                configs.put(fields[i].substring(0, eq), fields[i].substring(eq + 1));
            }
            topic.configs(configs);
            admin.createTopics(List.of(topic)).all().get();
            return "ok";
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return "error " + cause.getClass().getSimpleName() + ": " + oneLine(cause);
        } catch (Exception e) {
            return "error " + e.getClass().getSimpleName() + ": " + oneLine(e);
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        return message.replace('\n', ' ').replace('\r', ' ');
    }
}
