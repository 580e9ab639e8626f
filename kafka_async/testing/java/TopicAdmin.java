// One long-lived Java Admin client that creates topics for kafka_async's test harness.
//
// Why: kafka-topics.sh starts a JVM per topic (about 1.3 s on a two-core machine), and the
// test suite creates hundreds of topics. This program is the same Java Admin call
// (createTopics, then all().get(), as TopicCommand does) in one JVM that stays up. Run by
// kafka_async/testing/topic_admin.py in Java's single-file source mode.
//
// Protocol (stdin, one request per line, fields separated by tabs):
//   create <name> <partitions> <replication factor, or -1 for the broker's default> [key=value]...
// Answer (stdout, one line): "ok" once every partition of the topic has a leader in the
// metadata the brokers serve, or "error <exception class>: <message>".
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
import java.util.concurrent.TimeoutException;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.admin.TopicDescription;
import org.apache.kafka.common.TopicPartitionInfo;
import org.apache.kafka.common.errors.UnknownTopicOrPartitionException;

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
            awaitLeaders(admin, fields[1], partitions);
            return "ok";
        } catch (ExecutionException e) {
            Throwable cause = e.getCause() == null ? e : e.getCause();
            return "error " + cause.getClass().getSimpleName() + ": " + oneLine(cause);
        } catch (Exception e) {
            return "error " + e.getClass().getSimpleName() + ": " + oneLine(e);
        }
    }

    // createTopics returns once the controller has the topic; a broker learns it from the
    // metadata log a moment later, so a Produce sent at once could meet
    // NOT_LEADER_OR_FOLLOWER (it did, in a CI run). kafka-topics.sh hid that gap behind its
    // JVM's exit; this waits for what a test needs instead: a leader for every partition in
    // the metadata a broker answers with.
    private static void awaitLeaders(Admin admin, String name, int partitions) throws Exception {
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (true) {
            try {
                TopicDescription description =
                    admin.describeTopics(List.of(name)).allTopicNames().get().get(name);
                List<TopicPartitionInfo> found = description.partitions();
                boolean complete = partitions <= 0 ? !found.isEmpty() : found.size() == partitions;
                if (complete && found.stream().allMatch(
                        p -> p.leader() != null && !p.leader().isEmpty())) {
                    return;
                }
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof UnknownTopicOrPartitionException)) {
                    throw e;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new TimeoutException(
                    "created, but not every partition of " + name + " had a leader after 30 s");
            }
            Thread.sleep(20);
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? "" : e.getMessage();
        return message.replace('\n', ' ').replace('\r', ' ');
    }
}
